import { Alert, Result, Space, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { guideKo } from '@/i18n/domains/guide';
import { ko } from '@/i18n/ko';
import { safeRedirect } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { findGuideStep, firstActionNumbers } from '../guide-catalog';
import type { GuideStep } from '../guide-types';

const t = guideKo;

/** /guide/step/{id}: one job — its goal, numbered actions on pictures of the real screen, and the questions it raises. */
export default function GuideStepPage() {
  const found = findGuideStep(useParams().id);
  // 도움말 from a page of the app passes it as ?from= (components: app-header), to go back to it in one tap
  const from = safeRedirect(useSearchParams()[0].get('from'));
  useDocumentTitle(found ? `${found.step.title} - ${t.title}` : t.stepNotFound);
  if (!found) {
    return <Result status="404" title={t.stepNotFound} extra={<Link to="/guide">{t.backToList}</Link>} />;
  }
  const { guide, step, index } = found;
  const prev = guide.steps[index - 1];
  const next = guide.steps[index + 1];
  return (
    <article className="guide-step">
      {from && (
        <LinkButton className="guide-back" to={from}>
          ← {t.backToPage}
        </LinkButton>
      )}
      <Typography.Paragraph type="secondary" className="guide-trail">
        <Link to="/guide">{t.title}</Link> › {guide.title} · {t.stepOf(index + 1, guide.steps.length)}
      </Typography.Paragraph>
      <Typography.Title level={2}>{step.title}</Typography.Title>
      <Alert type="info" showIcon message={t.goal} description={step.goal} className="guide-goal" />
      <Screens step={step} />
      {step.faq.length > 0 && <Faq step={step} />}
      <nav aria-label={t.stepsOfGuide} className="guide-step-nav">
        <Typography.Title level={4}>{guide.title}</Typography.Title>
        <ol>
          {guide.steps.map((each) => (
            <li key={each.id}>
              {each === step ? <strong aria-current="step">{each.title}</strong> : <Link to={`/guide/step/${each.id}`}>{each.title}</Link>}
            </li>
          ))}
        </ol>
        <Space wrap>
          <LinkButton to="/guide">{t.backToList}</LinkButton>
          {prev && <LinkButton to={`/guide/step/${prev.id}`}>{`${ko.common.back}: ${prev.title}`}</LinkButton>}
          {next && <LinkButton type="primary" to={`/guide/step/${next.id}`}>{`${ko.common.next}: ${next.title}`}</LinkButton>}
        </Space>
      </nav>
    </article>
  );
}

/** The actions are numbered across the step's screens, as the marks on the pictures are. */
function Screens({ step }: { step: GuideStep }) {
  const starts = firstActionNumbers(step);
  return step.screens.map((screen, i) => (
    <section key={screen.image} className="guide-screen">
      <figure>
        <img src={`/guide-shots/${screen.image}`} alt={screen.alt} loading={i === 0 ? 'eager' : 'lazy'} />
      </figure>
      <ol start={starts.get(screen)} className="guide-actions">
        {screen.actions.map((action) => (
          <li key={action.text}>{action.text}</li>
        ))}
      </ol>
    </section>
  ));
}

function Faq({ step }: { step: GuideStep }) {
  return (
    <section className="guide-faq" aria-labelledby="guide-faq-title">
      <Typography.Title level={3} id="guide-faq-title">
        {t.faq}
      </Typography.Title>
      <dl>
        {step.faq.map((faq) => (
          <div key={faq.question} className="guide-faq-item">
            <dt>{faq.question}</dt>
            {faq.error && (
              <dd className="guide-faq-error">
                <span className="guide-muted">{t.errorShown}: </span>
                {faq.error}
              </dd>
            )}
            <dd>{faq.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
