import type { ReactNode } from 'react';
import { Icon } from '~/icons/icon';
import { practice } from '~/content/practice';
import { useMessages } from '~/i18n/hooks';

/** Street, then postcode and city on the next line: how every block writes the address. */
export function AddressLines() {
  return (
    <>
      {practice.address.street}
      <br />
      {practice.address.postalCode} {practice.address.city}
    </>
  );
}

/**
 * The practice's address under its heading, with the tram that stops near it and, as children,
 * whatever else the place needs (parking, a route link). `tram` is the contact page's sentence.
 */
export function PracticeAddress({
  tram,
  heading: Heading = 'h3',
  className,
  children,
}: {
  tram: string;
  heading?: 'h3' | 'h4';
  className?: string;
  children?: ReactNode;
}) {
  const messages = useMessages();
  return (
    <div className={className}>
      <Heading className="flex items-center gap-2 font-extrabold text-teal-950">
        <Icon name="map-pin" className="size-5 text-teal-700" />
        {messages.appointmentNext.address}
      </Heading>
      <address className="mt-2 not-italic">
        <AddressLines />
      </address>
      <p className="mt-2 flex gap-2 text-sm text-slate-700">
        <Icon name="tram-front" className="mt-0.5 size-4 shrink-0 text-teal-700" />
        {tram}
      </p>
      {children}
    </div>
  );
}
