import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './components/layout/app-layout';

// Each page is its own chunk: a visitor downloads only the pages they open.
const HomePage = lazy(() => import('./routes/public/home-page'));
const ServicesPage = lazy(() => import('./routes/public/services-page'));
const DevicesPage = lazy(() => import('./routes/public/devices-page'));
const DeviceDetailPage = lazy(() => import('./routes/public/device-detail-page'));
const BookingPage = lazy(() => import('./routes/public/booking-page'));
const NotFoundPage = lazy(() => import('./routes/public/not-found-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="devices" element={<DevicesPage />} />
        <Route path="devices/:slug" element={<DeviceDetailPage />} />
        <Route path="booking" element={<BookingPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
