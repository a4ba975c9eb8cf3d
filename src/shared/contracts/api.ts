import type {
  BrandListResponse,
  DeviceListResponse,
  DeviceResponse,
  RepairServiceListResponse,
} from '../catalogue-types';
import type { MapConfig, ReverseGeocodeResponse, SearchGeocodeResponse } from '../geocode-types';
import type {
  AdminLoginInput,
  EmailSignUpInput,
  SendEmailCodeInput,
  SendPhoneCodeInput,
  TechnicianLoginInput,
  VerifyEmailCodeInput,
  VerifyPhoneCodeInput,
} from '../schemas/auth';
import type { BookingInput, ReferralValidateBody } from '../schemas/booking';
import type { RescheduleInput } from '../schemas/reschedule';
import type { ContactInput } from '../schemas/contact';
import type { ClientErrorInput } from '../schemas/client-error';
import type { DeviceListQuery } from '../schemas/catalogue';
import type { AdminBookingListParams, ListQueryParams } from '../schemas/list-query';
import type { AssignTechnicianInput } from '../schemas/admin-bookings';
import type { AdminBookingDetail, AdminBookingListResponse } from './admin-bookings';
import type { ScheduleContract } from './schedule';
import type { TripContract } from './trips';
import type { DoorContract } from './door';
import type { DeskContract } from './desk';
import type { ContactSubmissionView } from './contact';
import type {
  AdminBookingMapResponse,
  AdminContactListResponse,
  AdminErrors,
  AdminOverview,
  AdminReferralListResponse,
  AdminReferralRow,
} from './admin-desk';
import type {
  CreateTechnicianInput,
  CreateUserInput,
  UpdateTechnicianInput,
  UserRolesInput,
} from '../schemas/admin-people';
import type {
  ActiveInput,
  AdminDevicePageParams,
  AdminDeviceQuery,
  AdminPricingQuery,
  BrandInput,
  CategoryInput,
  DeviceInput,
  ImageUseInput,
  PricingCellsInput,
  PricingCopyInput,
  PricingExportQuery,
  PricingImportQuery,
  PricingInput,
  PricingUpdateInput,
  RepairServiceInput,
} from '../schemas/admin-catalogue';
import type {
  AdminBrandRow,
  AdminCategoryRow,
  AdminDevicePage,
  AdminDeviceRow,
  AdminImageRow,
  AdminPricingRow,
  AdminRepairServiceRow,
  ImageUploadResult,
  PricingBulkResult,
  PricingImportPreview,
} from './admin-catalogue';
import type { GuideOutcomeInput } from '../schemas/guide-outcome';
import type { LanguageChoice, ProfileUpdateInput } from '../schemas/profile';
import type { Language } from '../languages';
import type { BookingDetailsAnswerInput, NotificationListParams } from '../schemas/account';
import type { BookingDetailsOfferResponse, NotificationListResponse } from './account';
import type { SessionInfo } from '../session';
import type { TrackingContract } from './tracking';
import type { WarrantyContract } from './warranty';
import type { MoneyContract } from './booking-money';
import type { SiteConfig } from '../site-config';
import type {
  BookingDetailResponse,
  BookingListResponse,
  BookingResponse,
  ProfileView,
  ReferralStats,
  ReferralValidation,
  PhoneProof,
} from './bookings';
import type {
  AdminTechnicianListResponse,
  AdminTechnicianRow,
  AdminUserListResponse,
  AdminUserRow,
  TechnicianJob,
  TechnicianJobListResponse,
  TechnicianSelf,
} from './people';
import type {
  CompleteJobInput,
  OwnTechnicianStatusInput,
  StartJobInput,
  TechnicianPasswordChangeInput,
} from '../schemas/technician-work';

// Every endpoint the web calls: method and path, what it takes and answers. The web's one HTTP client
// is typed from this map; the server's routes answer with `satisfies ResponseOf<...>` against it.

type Sent = { sent: true };
type AdminBookingChanged = { booking: AdminBookingDetail['booking'] };
export interface ApiContract
  extends
    ScheduleContract,
    TripContract,
    DoorContract,
    DeskContract,
    WarrantyContract,
    MoneyContract,
    TrackingContract {
  'GET /api/session': { response: SessionInfo };
  'GET /api/me': { response: SessionInfo };
  'GET /api/auth-config': {
    /** Google sign-in, and the channels sign-in codes may be sent by (SIGN_IN_CODES). */
    response: { google: boolean; codes: { email: boolean; sms: boolean } };
  };
  /** The process is alive (the database is not asked). */
  'GET /api/health': { response: { status: 'ok' } };
  /** The process should get traffic: the database answers and is migrated; 503 otherwise. */
  'GET /api/ready': { response: { status: 'ready' } };
  'GET /api/site-config': { response: SiteConfig };
  'GET /api/map-config': { response: MapConfig };
  'GET /api/geocode/reverse': { query: { lat: string; lng: string }; response: ReverseGeocodeResponse };
  'GET /api/geocode/search': { query: { q: string }; response: SearchGeocodeResponse };

  'GET /api/devices': { query: Partial<Record<keyof DeviceListQuery, string>>; response: DeviceListResponse };
  'GET /api/devices/:slug': { response: DeviceResponse };
  'GET /api/brands': { response: BrandListResponse };
  'GET /api/repair-services': { response: RepairServiceListResponse };

  'POST /api/bookings': { body: BookingInput; response: BookingResponse };
  'GET /api/bookings': { response: BookingListResponse };
  'GET /api/bookings/:id': { response: BookingDetailResponse };
  'POST /api/bookings/:id/cancel': { response: BookingResponse };
  'POST /api/bookings/:id/reschedule': { body: RescheduleInput; response: BookingDetailResponse };
  'POST /api/referrals/validate': { body: ReferralValidateBody; response: ReferralValidation };
  'POST /api/referrals/phone-code': { body: SendPhoneCodeInput; response: Sent };
  'POST /api/referrals/phone-code/verify': { body: VerifyPhoneCodeInput; response: PhoneProof };
  'GET /api/referrals/me': { response: ReferralStats };
  'GET /api/profile': { response: { profile: ProfileView } };
  'PUT /api/profile': { body: ProfileUpdateInput; response: { profile: ProfileView } };
  'PUT /api/profile/language': { body: LanguageChoice; response: { language: Language } };
  'GET /api/profile/booking-details-offer': { response: BookingDetailsOfferResponse };
  'POST /api/profile/booking-details-offer': {
    body: BookingDetailsAnswerInput;
    response: { profile: ProfileView };
  };
  'GET /api/notifications': { query: NotificationListParams; response: NotificationListResponse };
  'POST /api/contact': { body: ContactInput; response: { submission: ContactSubmissionView } };
  'POST /api/guide-outcomes': { body: GuideOutcomeInput; response: { recorded: boolean } };
  'POST /api/client-errors': { body: ClientErrorInput; response: { recorded: boolean } };

  'GET /api/admin/users': { query: ListQueryParams; response: AdminUserListResponse };
  'POST /api/admin/users': { body: CreateUserInput; response: { user: AdminUserRow } };
  'PUT /api/admin/users/:id/roles': { body: UserRolesInput; response: { user: AdminUserRow } };
  'GET /api/admin/overview': { response: AdminOverview };
  'GET /api/admin/errors': { response: AdminErrors };
  'GET /api/admin/bookings/map': {
    query: Pick<AdminBookingListParams, 'status' | 'from' | 'to'>;
    response: AdminBookingMapResponse;
  };
  // GET /api/admin/bookings/export answers text/csv (streamed), so it is a link, not a call here:
  // see adminBookingExportPath in src/shared/paths.ts.
  'GET /api/admin/bookings': { query: AdminBookingListParams; response: AdminBookingListResponse };
  'GET /api/admin/bookings/:id': { response: AdminBookingDetail };
  'POST /api/admin/bookings/:id/status': {
    body: { status: string; reason?: string };
    response: AdminBookingChanged;
  };
  'POST /api/admin/bookings/:id/assign': { body: AssignTechnicianInput; response: AdminBookingChanged };
  'DELETE /api/admin/bookings/:id': { response: { deleted: true } };
  'GET /api/admin/technicians': { query: { date?: string }; response: AdminTechnicianListResponse };
  'POST /api/admin/technicians': {
    body: CreateTechnicianInput;
    response: { technician: AdminTechnicianRow };
  };
  'PUT /api/admin/technicians/:id': {
    body: UpdateTechnicianInput;
    response: { technician: AdminTechnicianRow };
  };
  'POST /api/admin/technicians/:id/status': {
    body: { status: AdminTechnicianRow['status'] };
    response: { technician: AdminTechnicianRow };
  };
  'POST /api/admin/technicians/:id/password': { body: { password: string }; response: { updated: true } };
  'GET /api/admin/referrals': { response: AdminReferralListResponse };
  'POST /api/admin/referrals/:id/payment': {
    body: { paid: boolean };
    response: {
      referral: Pick<AdminReferralRow, 'id' | 'status' | 'rewardPaid' | 'paymentDate' | 'paymentAmount'>;
    };
  };
  'GET /api/admin/contact-submissions': { response: AdminContactListResponse };
  'POST /api/admin/contact-submissions/:id/read': { response: { submission: ContactSubmissionView } };
  'DELETE /api/admin/contact-submissions/:id': { response: { deleted: true } };
  // Device Management (the catalogue)
  'GET /api/admin/brands': { response: { brands: AdminBrandRow[] } };
  'POST /api/admin/brands': { body: BrandInput; response: { brand: AdminBrandRow } };
  'PUT /api/admin/brands/:id': { body: BrandInput; response: { brand: AdminBrandRow } };
  'POST /api/admin/brands/:id/active': { body: ActiveInput; response: { updated: true } };
  'DELETE /api/admin/brands/:id': { response: { deleted: true } };
  'GET /api/admin/categories': { response: { categories: AdminCategoryRow[] } };
  'POST /api/admin/categories': { body: CategoryInput; response: { category: AdminCategoryRow } };
  'PUT /api/admin/categories/:id': { body: CategoryInput; response: { category: AdminCategoryRow } };
  'POST /api/admin/categories/:id/active': { body: ActiveInput; response: { updated: true } };
  'DELETE /api/admin/categories/:id': { response: { deleted: true } };
  'GET /api/admin/repair-services': { response: { services: AdminRepairServiceRow[] } };
  'POST /api/admin/repair-services': {
    body: RepairServiceInput;
    response: { service: AdminRepairServiceRow };
  };
  'PUT /api/admin/repair-services/:id': {
    body: RepairServiceInput;
    response: { service: AdminRepairServiceRow };
  };
  'POST /api/admin/repair-services/:id/active': { body: ActiveInput; response: { updated: true } };
  'DELETE /api/admin/repair-services/:id': { response: { deleted: true } };
  'GET /api/admin/devices': { query: AdminDeviceQuery; response: { devices: AdminDeviceRow[] } };
  'GET /api/admin/devices/pages': { query: AdminDevicePageParams; response: AdminDevicePage };
  'POST /api/admin/devices': { body: DeviceInput; response: { device: AdminDeviceRow } };
  'PUT /api/admin/devices/:id': { body: DeviceInput; response: { device: AdminDeviceRow } };
  'POST /api/admin/devices/:id/active': { body: ActiveInput; response: { updated: true } };
  'DELETE /api/admin/devices/:id': { response: { deleted: true } };
  'GET /api/admin/pricing': { query: AdminPricingQuery; response: { pricing: AdminPricingRow[] } };
  'POST /api/admin/pricing': { body: PricingInput; response: { price: AdminPricingRow } };
  'PUT /api/admin/pricing/:id': { body: PricingUpdateInput; response: { price: AdminPricingRow } };
  'DELETE /api/admin/pricing/:id': { response: { deleted: true } };
  'PUT /api/admin/pricing/cells': { body: PricingCellsInput; response: PricingBulkResult };
  'POST /api/admin/pricing/copy': { body: PricingCopyInput; response: PricingBulkResult };
  'GET /api/admin/pricing/export': { query: PricingExportQuery; response: string };
  'GET /api/admin/images': { response: { images: AdminImageRow[] } };
  /** The body is a multipart form: one or more `file` fields, and brandName, deviceModel, description. */
  'POST /api/admin/images': { body: FormData; response: ImageUploadResult };
  'POST /api/admin/images/:id/use': { body: ImageUseInput; response: { image: AdminImageRow } };
  'DELETE /api/admin/images/:id': { response: { deleted: true } };
  /** The body is the CSV file itself (text/csv). */
  'POST /api/admin/pricing/import': {
    body: Blob;
    query: PricingImportQuery;
    response: PricingImportPreview;
  };
  'GET /api/technician/jobs': { response: TechnicianJobListResponse };
  'POST /api/technician/jobs/:id/start': { body: StartJobInput; response: { job: TechnicianJob } };
  'POST /api/technician/jobs/:id/complete': { body: CompleteJobInput; response: { job: TechnicianJob } };
  'GET /api/technician/me': { response: { technician: TechnicianSelf } };
  'POST /api/technician/status': {
    body: OwnTechnicianStatusInput;
    response: { technician: TechnicianSelf };
  };
  'PUT /api/technician/password': { body: TechnicianPasswordChangeInput; response: { updated: true } };
  'POST /api/admin/bookings/:id/start-code/reset': { response: AdminBookingChanged };
  'POST /api/admin/bookings/:id/tracking-link': { response: Sent };

  // The sign-in endpoints (our plugin and the auth library's few the product uses).
  'POST /api/auth/email-otp/send': { body: SendEmailCodeInput; response: Sent };
  'POST /api/auth/email-otp/verify': { body: VerifyEmailCodeInput; response: SessionInfo };
  'POST /api/auth/phone-otp/send': { body: SendPhoneCodeInput; response: Sent };
  'POST /api/auth/phone-otp/verify': { body: VerifyPhoneCodeInput; response: SessionInfo };
  'POST /api/auth/email-link/send': { body: EmailSignUpInput; response: Sent };
  'POST /api/auth/email-link/verify': { body: { tokenHash: string; type: 'email' }; response: SessionInfo };
  'POST /api/auth/technician/sign-in': { body: TechnicianLoginInput; response: SessionInfo };
  'POST /api/auth/sign-in/email': { body: AdminLoginInput; response: unknown };
  'POST /api/auth/request-password-reset': {
    body: { email: string; redirectTo?: string };
    response: unknown;
  };
  'POST /api/auth/reset-password': { body: { token: string; newPassword: string }; response: unknown };
  'POST /api/auth/sign-in/social': {
    body: { provider: 'google'; callbackURL: string };
    response: { url: string };
  };
  'POST /api/auth/sign-out': { body: Record<string, never>; response: unknown };
}

export type Endpoint = keyof ApiContract;
export type ResponseOf<E extends Endpoint> = ApiContract[E]['response'];
export type BodyOf<E extends Endpoint> = ApiContract[E] extends { body: infer B } ? B : undefined;
export type QueryOf<E extends Endpoint> = ApiContract[E] extends { query: infer Q } ? Q : undefined;

/** `/api/bookings/:id/cancel` → 'id'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type PathOf<E extends Endpoint> = E extends `${string} ${infer P}` ? P : never;
export type ParamsOf<E extends Endpoint> = [ParamNames<PathOf<E>>] extends [never]
  ? undefined
  : Record<ParamNames<PathOf<E>>, string>;
