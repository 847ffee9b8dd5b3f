/**
 * The shape of an XML document as its bytes stream past: how deep its elements nest, how many there are, and how
 * far apart its tags stand (a text or an attribute list between two tags), without building anything. It reads a
 * byte at a time in a few states (text, a start tag and its quoted values, an end tag, a comment, CDATA, a
 * processing instruction), so a gigabyte is measured in a second or two while memory stays flat; a parser (exceljs'
 * saxes) given the same bytes afterwards holds at most what this allowed. A DOCTYPE (entities) is refused outright.
 */
export class XmlShapeError extends Error {
  constructor(readonly kind: 'depth' | 'elements' | 'text' | 'doctype' | 'tag') {
    super(kind);
  }
}

export interface XmlShapeLimits {
  maxDepth: number;
  maxElements: number;
  /** Bytes from one `<` to the next: a text, or a tag with its attributes. */
  maxGapBytes: number;
  /** Each start tag as it closes: its name's hash (`tagCode`) and its depth (the root is 1). */
  onElement?: (tag: number, depth: number) => void;
}

/**
 * A tag name as `onElement` names it: a 32-bit hash of its bytes. Two names may share one; the callers count every
 * element under some bound whatever name it is taken for, so a name made to collide gains nothing.
 */
export function tagCode(name: string): number {
  let code = 0;
  for (const byte of Buffer.from(name)) code = (Math.imul(code, 31) + byte) | 0;
  return code;
}

enum State {
  Text,
  Lt,
  Name,
  Attributes,
  Quoted,
  EndTag,
  Bang,
  /** A comment or CDATA: until `-->` or `]]>`. */
  Section,
  Instruction,
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const DASH = 0x2d;
const BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

export class XmlShape {
  depth = 0;
  elements = 0;
  private state = State.Text;
  private offset = 0;
  private lastLt = 0;
  private quote = 0;
  private name = 0;
  private previous = 0;
  /** The repeated byte of the section's end (`-` or `]`) and how many of it were just seen. */
  private sectionByte = 0;
  private sectionSeen = 0;

  constructor(private readonly limits: XmlShapeLimits) {}

  private opened(selfClosing: boolean) {
    this.depth++;
    if (this.depth > this.limits.maxDepth) throw new XmlShapeError('depth');
    if (++this.elements > this.limits.maxElements) throw new XmlShapeError('elements');
    this.limits.onElement?.(this.name, this.depth);
    if (selfClosing) this.depth--;
  }

  write(chunk: Buffer): void {
    const { maxGapBytes } = this.limits;
    let state = this.state;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      switch (state) {
        case State.Text:
          if (b === LT) {
            if (this.offset + i - this.lastLt > maxGapBytes) throw new XmlShapeError('text');
            this.lastLt = this.offset + i;
            state = State.Lt;
          }
          break;
        case State.Lt:
          if (b === SLASH) state = State.EndTag;
          else if (b === BANG) state = State.Bang;
          else if (b === QUESTION) state = State.Instruction;
          else {
            this.name = b;
            state = State.Name;
          }
          break;
        case State.Name:
          if (b === GT) {
            this.opened(false);
            state = State.Text;
          } else if (isSpace(b) || b === SLASH) {
            this.previous = b;
            state = State.Attributes;
          } else if (b === LT) throw new XmlShapeError('tag');
          else this.name = (Math.imul(this.name, 31) + b) | 0;
          break;
        case State.Attributes:
          if (b === GT) {
            this.opened(this.previous === SLASH);
            state = State.Text;
          } else if (b === 0x22 || b === 0x27) {
            this.quote = b;
            state = State.Quoted;
          } else if (b === LT) throw new XmlShapeError('tag');
          if (!isSpace(b)) this.previous = b;
          break;
        case State.Quoted:
          if (b === this.quote) {
            this.previous = b;
            state = State.Attributes;
          } else if (b === LT) throw new XmlShapeError('tag');
          break;
        case State.EndTag:
          if (b === GT) {
            this.depth--;
            state = State.Text;
          }
          break;
        case State.Bang:
          // `<!--` or `<![CDATA[`; anything else (DOCTYPE, ENTITY) has no place in a workbook.
          if (b === DASH || b === BRACKET) {
            this.sectionByte = b === DASH ? DASH : CLOSE_BRACKET;
            this.sectionSeen = 0;
            state = State.Section;
          } else throw new XmlShapeError('doctype');
          break;
        case State.Section:
          if (b === GT && this.sectionSeen >= 2) state = State.Text;
          else this.sectionSeen = b === this.sectionByte ? this.sectionSeen + 1 : 0;
          break;
        case State.Instruction:
          if (b === GT && this.previous === QUESTION) state = State.Text;
          this.previous = b;
          break;
      }
    }
    this.state = state;
    this.offset += chunk.length;
    // Between tags for longer than allowed, whatever state: a text, a tag or a comment that goes on and on.
    if (this.offset - this.lastLt > maxGapBytes) throw new XmlShapeError('text');
  }
}
