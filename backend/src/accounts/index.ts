import type { BackendDomain } from '../shared/domain.js';
import { registerGymBenefitCheck } from './gym-benefit-check.js';
import { registerAccountRoutes, type AccountsOptions } from './routes.js';
import { seedInstructor, seedStaff } from './seed.js';

type AccountsContext = Omit<AccountsOptions, 'gymBenefitSecret'> & { secrets: { gymBenefitSecret: string } };

/** Members, staff and instructors: sign-up, log-in, sessions, password reset, gym benefits. */
export const accounts: BackendDomain<AccountsContext> = {
  name: 'accounts',
  register: (app, { db, studios, mailer, secrets, publicUrl, limiter, memberAccess, memberJoined }) => {
    registerAccountRoutes(app, {
      db,
      studios,
      mailer,
      gymBenefitSecret: secrets.gymBenefitSecret,
      publicUrl,
      limiter,
      memberAccess,
      memberJoined,
    });
    registerGymBenefitCheck(app, { db, gymBenefitSecret: secrets.gymBenefitSecret });
  },
  seed: async (db, options) => {
    await seedStaff(db, options.staffPassword);
    await seedInstructor(db, options.instructorPassword);
  },
};
