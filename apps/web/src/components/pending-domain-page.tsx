import { PageTitle } from './page-title';

/** A route whose domain screen has not been built yet: it shows its title and breadcrumb only. */
export function PendingDomainPage({ title }: { title: string }) {
  return <PageTitle title={title} />;
}
