/** Icons and the sharing image; PNG because manifests, Apple devices and social sites want it. */
import appleTouchIcon from '~/assets/images/icon-maskable.svg?w=180&format=png';
import icon192 from '~/assets/images/icon.svg?w=192&format=png';
import icon512 from '~/assets/images/icon.svg?w=512&format=png';
import iconMaskable512 from '~/assets/images/icon-maskable.svg?w=512&format=png';
import iconSvg from '~/assets/images/icon.svg?url';
import ogImage from '~/assets/images/og-image.svg?w=1200&format=png';

export const icons = { appleTouchIcon, icon192, icon512, iconMaskable512, iconSvg };
export const shareImage = { src: ogImage, width: 1200, height: 630 };
/** The colour of the browser UI around the site (the brand teal). */
export const themeColor = '#0f766e';
