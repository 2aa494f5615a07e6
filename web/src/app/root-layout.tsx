import { Outlet } from '@tanstack/react-router';
import { Toaster } from '../components/toaster';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
