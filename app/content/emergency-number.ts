/**
 * The national emergency number (ambulance, police, fire brigade). Where the texts tell a patient
 * to call it ("Bel direct 112", "call 112 straight away", "112’yi arayın"), it is a tap-to-call
 * link in the emergency accent, like the practice’s own numbers: in pain and short of breath,
 * nobody should have to type it.
 */
export const nationalEmergencyNumber = '112';

/**
 * "112" as a number of its own in running text: not part of a longer number, an amount ("€ 112"),
 * a decimal ("1.112", "112,50") or a code ("E112"). The Turkish suffix ("112’yi") stays outside.
 */
export const nationalEmergencyNumberPattern = /(?<![\d€.,]|€\u00a0)\b112\b(?![.,]?\d)/g;
