import { authEndpoints, familyEndpoints, passwordHelpEndpoints, type PasswordHelpBody, type PasswordHelpSent } from '@kg/contract';
import { call } from '@/api/client';
import { familyCall } from '@/family/api/family-client';

export type SendPasswordHelp = { prepare: () => Promise<unknown>; send: (body: PasswordHelpBody) => Promise<PasswordHelpSent> };

/** The staff login's request; `prepare` asks who is signed in, which hands out the CSRF cookie the POST needs. */
export const staffPasswordHelp: SendPasswordHelp = {
  prepare: () => call(authEndpoints.session, {}, { skipAuthRedirect: true }),
  send: (body) => call(passwordHelpEndpoints.requestStaff, { body }),
};

/** The parent app's request, on its own client and CSRF cookie. */
export const familyPasswordHelp: SendPasswordHelp = {
  prepare: () => familyCall(familyEndpoints.session, {}, { skipAuthRedirect: true }),
  send: (body) => familyCall(passwordHelpEndpoints.requestFamily, { body }),
};
