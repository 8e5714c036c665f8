import { defaultTreeAdapter as tree, parse, parseFragment, serialize, serializeOuter, type DefaultTreeAdapterTypes as T } from 'parse5';

/** The parsed-HTML vocabulary the prerender uses: parse5's tree (the WHATWG parsing algorithm, as browsers parse). */
export type HtmlNode = T.Node;
export type HtmlElement = T.Element;
export type HtmlParent = T.ParentNode;
export type HtmlDocument = T.Document;
export type HtmlFragment = T.DocumentFragment;
export type HtmlChild = T.ChildNode;

export const parseDocument = (html: string): HtmlDocument => parse(html);
/** Markup as it sits inside a `<div>` (a page's root, a remote's slot). */
export const parseMarkup = (html: string): HtmlFragment => parseFragment(html);
/** The HTML of a node's children. */
export const innerHtml = (node: HtmlParent): string => serialize(node);
export const outerHtml = (node: HtmlElement): string => serializeOuter(node);
export const serializeDocument = (doc: HtmlDocument): string => serialize(doc);

export const isElement = (n: HtmlNode): n is HtmlElement => 'tagName' in n;
export const childrenOf = (n: HtmlNode): T.ChildNode[] => ('childNodes' in n ? n.childNodes : []);
export const commentText = (n: HtmlNode): string | null => (n.nodeName === '#comment' ? (n as T.CommentNode).data : null);

export const attrOf = (e: HtmlElement, name: string): string | undefined => e.attrs.find((a) => a.name === name)?.value;
export const hasAttr = (e: HtmlElement, name: string) => e.attrs.some((a) => a.name === name);
export function setAttr(e: HtmlElement, name: string, value: string) {
  const found = e.attrs.find((a) => a.name === name);
  if (found) found.value = value;
  else e.attrs.push({ name, value });
}

/** Every node below (and including) `root`, in document order; `descend` false stops at a node's children. */
export function walk(root: HtmlNode, descend: (n: HtmlNode) => boolean = () => true): HtmlNode[] {
  const out: HtmlNode[] = [];
  const stack: HtmlNode[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    out.push(n);
    const kids = childrenOf(n);
    if (kids.length && (n.nodeName.startsWith('#') || descend(n))) for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  return out;
}

export const elementsOf = (root: HtmlNode): HtmlElement[] => walk(root).filter(isElement);
export const findElement = (root: HtmlNode, test: (e: HtmlElement) => boolean) => elementsOf(root).find(test);

/** Puts `nodes` where `node` was. */
export function replaceWith(node: T.ChildNode, nodes: readonly T.ChildNode[]) {
  const parent = node.parentNode!;
  const at = parent.childNodes.indexOf(node);
  for (const n of nodes) n.parentNode = parent;
  parent.childNodes.splice(at, 1, ...nodes);
}

export function removeNode(node: T.ChildNode) {
  tree.detachNode(node);
}

/** Replaces an element's children. */
export function setChildren(parent: HtmlParent, nodes: readonly T.ChildNode[]) {
  for (const c of [...parent.childNodes]) tree.detachNode(c);
  for (const n of nodes) tree.appendChild(parent, n);
}

export const appendChildren = (parent: HtmlParent, nodes: readonly T.ChildNode[]) => {
  for (const n of [...nodes]) tree.appendChild(parent, n);
};

export const createComment = (text: string): T.CommentNode => tree.createCommentNode(text);

/** The text of a node and its descendants. */
export const textOf = (n: HtmlNode): string =>
  walk(n)
    .map((x) => (x.nodeName === '#text' ? (x as T.TextNode).value : ''))
    .join('');
