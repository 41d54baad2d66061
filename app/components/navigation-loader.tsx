import { Icon } from '~/icons/icon';
import { useLocation, useNavigation } from 'react-router';
import { useMessages } from '~/i18n/hooks';

/**
 * While a client navigation loads the next page's code and data (treatment pages load on demand),
 * a spinning loader shows. Same-page hash changes do not count.
 */
export function NavigationLoader() {
  const navigation = useNavigation();
  const location = useLocation();
  const messages = useMessages();
  const loading =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-24 z-50 flex justify-center"
    >
      {loading ? (
        <span
          data-testid="navigation-loader"
          className="flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-teal-900 shadow-lg ring-1 ring-teal-900/10"
        >
          <Icon name="loader-circle" className="size-5 animate-spin text-teal-700" />
          {messages.common.loading}
        </span>
      ) : null}
    </div>
  );
}
