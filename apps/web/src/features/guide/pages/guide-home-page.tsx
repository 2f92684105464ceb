import { Card, Empty, Input, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { guideKo } from '@/i18n/domains/guide';
import { useDocumentTitle } from '@/lib/use-document-title';
import { guides } from '../guide-catalog';
import { searchGuide } from '../guide-search';

const t = guideKo;

/** /guide: every workflow with its steps, and a search over every step's text (?q=, so a result can be shared). */
export default function GuideHomePage() {
  useDocumentTitle(t.title);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const search = (value: string) => setParams(value.trim() ? { q: value.trim() } : {}, { replace: true });

  return (
    <>
      <Typography.Title level={2}>{t.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <Input.Search
        key={query}
        className="guide-search"
        aria-label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        defaultValue={query}
        allowClear
        enterButton
        size="large"
        onSearch={search}
      />
      {query ? <SearchResults query={query} /> : <GuideList />}
    </>
  );
}

function SearchResults({ query }: { query: string }) {
  const hits = searchGuide(query);
  if (hits.length === 0) return <Empty description={t.noResults(query)} />;
  return (
    <section aria-label={t.results(hits.length)}>
      <Typography.Paragraph type="secondary">{t.results(hits.length)}</Typography.Paragraph>
      <ul className="guide-card-list">
        {hits.map(({ guide, step, snippet }) => (
          <li key={step.id}>
            <Link to={`/guide/step/${step.id}`}>
              <Card hoverable size="small" title={step.title} extra={<span className="guide-muted">{guide.title}</span>}>
                {snippet}
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GuideList() {
  return (
    <ul className="guide-card-list">
      {guides.map((guide) => (
        <li key={guide.id}>
          <Card size="small" title={guide.title} extra={<Tag>{t.audience[guide.audience]}</Tag>}>
            <Typography.Paragraph type="secondary">{guide.goal}</Typography.Paragraph>
            <ol className="guide-step-links">
              {guide.steps.map((step) => (
                <li key={step.id}>
                  <Link to={`/guide/step/${step.id}`}>{step.title}</Link>
                </li>
              ))}
            </ol>
          </Card>
        </li>
      ))}
    </ul>
  );
}
