import { centreEndpoints } from '@kg/contract';
import { familyCall } from './family-client';

/** The centre the parent sign-in page names: the deployment's only centre, else null (several are not listed). */
export async function getFamilyPublicCentreName(): Promise<string | null> {
  const { name } = await familyCall(centreEndpoints.public, {}, { skipAuthRedirect: true });
  return name;
}
