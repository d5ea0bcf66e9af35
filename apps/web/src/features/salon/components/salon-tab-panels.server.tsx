/** The server's salon tabs: rendered at once into the HTML (the browser loads them lazily, salon-tab-panels.lazy.tsx). */
export { SalonAbout } from './salon-about';
export { SalonGallery } from './salon-gallery';
export { SalonReviews } from './salon-reviews';
export { StaffList } from './staff-list';
export { StaffWorkPhotos } from './staff-work-photos';
