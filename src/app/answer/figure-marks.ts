import type { FigureEvidence } from '../../agent/events';
import { describeEvidence } from '../../agent/figure-evidence';

/**
 * Wraps each figure of the rendered (sanitised) answer in a focusable mark, in text order, by
 * searching the text nodes: the markdown source offsets do not survive rendering. Built with DOM
 * calls on text already sanitised, so no HTML from the model is ever trusted. A figure split
 * across elements (half bold) stays unmarked.
 */
export function markFigures(
  container: HTMLElement,
  evidence: readonly FigureEvidence[],
): { element: HTMLElement; figure: FigureEvidence }[] {
  const document = container.ownerDocument;
  const marks: { element: HTMLElement; figure: FigureEvidence }[] = [];
  if (container.querySelector('.answer-figure')) return marks;
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);

  let nodeIndex = 0;
  let offset = 0;
  for (const figure of evidence) {
    for (let index = nodeIndex; index < nodes.length; index++) {
      const node = nodes[index]!;
      const at = node.data.indexOf(figure.text, index === nodeIndex ? offset : 0);
      if (at < 0) continue;
      const figureNode = node.splitText(at);
      const rest = figureNode.splitText(figure.text.length);
      const mark = document.createElement('span');
      mark.className = `answer-figure status-${figure.status}`;
      mark.tabIndex = 0;
      mark.setAttribute('role', figure.status === 'unsupported' ? 'note' : 'button');
      mark.setAttribute('data-testid', 'answer-figure');
      mark.setAttribute('data-status', figure.status);
      const description = describeEvidence(figure);
      mark.setAttribute('title', description);
      mark.setAttribute(
        'aria-label',
        figure.status === 'unsupported' ? description : `${description}. Open the observation.`,
      );
      figureNode.replaceWith(mark);
      mark.append(figureNode);
      // Carry on after the figure, in the text node that now holds the rest of the line.
      nodes[index] = rest;
      nodeIndex = index;
      offset = 0;
      marks.push({ element: mark, figure });
      break;
    }
  }
  return marks;
}
