/** The class colour as a dot (decorative: the class name always travels with it). */
export function ColorDot({ color, size = 12 }: { color: string; size?: number }) {
  return <span className="class-dot" style={{ background: color, width: size, height: size }} aria-hidden />;
}
