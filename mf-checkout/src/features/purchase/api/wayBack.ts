import type { QueryClient } from '@tanstack/react-query';
import { api, type ServiceCard } from '@portal/api';
import { ensureCompany, signedInAccount } from '@portal/api/queries';
import type { SessionData } from '@portal/session';

/**
 * The implementation module page (spec §2.6, §3, §7): the page of the module the company is at
 * in its implementation. The company's `currentImplementationModule` is the code of a card of
 * the services list (GET /my/services/, the home's cards), and that card's url is the page. Null
 * when nothing says where: no current module, or no card of that code the user may open.
 */
export function implementationModulePage(
  currentModule: string | null | undefined,
  services: readonly ServiceCard[],
): string | null {
  if (!currentModule) return null;
  const card = services.find((candidate) => candidate.service.code === currentModule);
  return card?.active ? card.service.url : null;
}

/** The services list in this remote's cache, under the key the home's cards use. */
async function servicesOf(client: QueryClient): Promise<readonly ServiceCard[]> {
  const account = signedInAccount();
  if (!account) return [];
  return client.ensureQueryData({
    queryKey: [...account.key, 'services'],
    queryFn: async () => (await api.services()).payload,
  });
}

/**
 * Where checkout's back link leads (spec §2.6): home for a cfo (null), otherwise the
 * implementation module page; home too when nothing says where or the reads fail (the way back
 * must not depend on them).
 */
export async function wayBack(client: QueryClient, session: SessionData): Promise<string | null> {
  if (session.userRole === 'cfo') return null;
  try {
    const [company, services] = await Promise.all([ensureCompany(client), servicesOf(client)]);
    return implementationModulePage(company?.currentImplementationModule, services);
  } catch {
    return null;
  }
}
