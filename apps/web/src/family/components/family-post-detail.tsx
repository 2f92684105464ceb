import type { UseQueryResult } from '@tanstack/react-query';
import type { FamilyPostFile } from '@kg/contract';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { AttachmentList } from './attachment-list';
import { FamilyQueryState } from './family-query-state';
import { PageHead } from './page-head';

type Post = { title: string; content: string; attachments: FamilyPostFile[] };

type FamilyPostDetailProps<P extends Post> = {
  query: UseQueryResult<P, Error>;
  /** the page's title until the post has loaded */
  title: string;
  back: string;
  /** the grey line above the text (when, where, by whom) */
  meta: (post: P) => string;
  attachmentsLabel: string;
};

/** One 공지사항 or 행사: its title, a line about it, its text (sanitised by the server), images and attachments. */
export function FamilyPostDetail<P extends Post>({ query, title, back, meta, attachmentsLabel }: FamilyPostDetailProps<P>) {
  return (
    <section className="family-page">
      <PageHead title={query.data?.title ?? title} back={back} />
      <FamilyQueryState query={query}>
        {(post) => (
          <>
            <p className="family-muted">{meta(post)}</p>
            <RichTextView html={post.content} />
            <AttachmentList files={post.attachments} label={attachmentsLabel} />
          </>
        )}
      </FamilyQueryState>
    </section>
  );
}
