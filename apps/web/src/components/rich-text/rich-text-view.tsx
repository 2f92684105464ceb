import './rich-text.css';

type RichTextViewProps = {
  /**
   * HTML the server sanitised and returned (a post's `content`), or the editor's own output in a preview. Never put
   * anything else here: this is the app's one place that renders HTML.
   */
  html: string;
  className?: string;
};

/** Shows a post's rich text (headings, lists, quotes, tables, links, images) with the shared typography. */
export function RichTextView({ html, className }: RichTextViewProps) {
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}
