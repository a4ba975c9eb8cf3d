import { Hono } from 'hono';
import { bookingDetailsAnswerSchema } from '../../../shared/schemas/account';
import { languageChoiceSchema, profileUpdateSchema } from '../../../shared/schemas/profile';
import { requireSignedIn } from '../../auth/area-guard';
import type { AppServices } from '../../http/app-services';
import type { AppEnv } from '../../http/request-context';
import { parseBody } from '../../http/validate';
import { answerBookingDetailsOffer, getBookingDetailsOffer } from './booking-details-offer.service';
import { getProfile, saveLanguage, updateProfile } from './profile.service';
import type { ResponseOf } from '../../../shared/contracts/api';

export function createProfileRoutes({ db }: AppServices) {
  return new Hono<AppEnv>()
    .get('/profile', requireSignedIn(), async (c) =>
      c.json({ profile: await getProfile(db, c.var.user) } satisfies ResponseOf<'GET /api/profile'>),
    )
    .put('/profile', requireSignedIn(), async (c) => {
      const input = await parseBody(c, profileUpdateSchema);
      const profile = await updateProfile(db, c.var.user, input);
      return c.json({ profile } satisfies ResponseOf<'PUT /api/profile'>);
    })
    .put('/profile/language', requireSignedIn(), async (c) => {
      const { language } = await parseBody(c, languageChoiceSchema);
      return c.json({
        language: await saveLanguage(db, c.var.user, language),
      } satisfies ResponseOf<'PUT /api/profile/language'>);
    })
    .get('/profile/booking-details-offer', requireSignedIn(), async (c) =>
      c.json({
        offer: await getBookingDetailsOffer(db, c.var.user),
      } satisfies ResponseOf<'GET /api/profile/booking-details-offer'>),
    )
    .post('/profile/booking-details-offer', requireSignedIn(), async (c) => {
      const { answer } = await parseBody(c, bookingDetailsAnswerSchema);
      const profile = await answerBookingDetailsOffer(db, c.var.user, answer, c.var.now);
      return c.json({ profile } satisfies ResponseOf<'POST /api/profile/booking-details-offer'>);
    });
}
