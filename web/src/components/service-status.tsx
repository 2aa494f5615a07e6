import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { requestReplay } from '../lib/outbox-sync';
import { SERVICE_UNAVAILABLE_TEXT, serviceStatus, useServiceUnavailable } from '../lib/service-status';
import './service-status.css';

/**
 * The signed-in pages' notice that the service behind the gateway is down (a reply said 502/503/504).
 * When the gateway reports it ready again the notice goes, the queries on screen are fetched again
 * and the outbox is replayed, without a reload. The live region stays in the page, empty when all is well.
 */
export function ServiceStatus() {
  const unavailable = useServiceUnavailable();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      serviceStatus.onRecovered(() => {
        void queryClient.invalidateQueries();
        void requestReplay();
      }),
    [queryClient],
  );

  return (
    <p className="service-banner" role="status">
      {unavailable ? SERVICE_UNAVAILABLE_TEXT : ''}
    </p>
  );
}
