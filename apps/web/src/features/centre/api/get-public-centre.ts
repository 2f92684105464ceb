import { centreEndpoints } from '@kg/contract';
import { call } from '@/api/client';

/** The name the sign-in pages show: the deployment's centre when it has one, else null (nothing to enumerate). */
export async function getPublicCentreName(): Promise<string | null> {
  const { name } = await call(centreEndpoints.public, {}, { skipAuthRedirect: true });
  return name;
}
