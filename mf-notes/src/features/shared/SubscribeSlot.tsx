/**
 * Where the newsletter's subscribe form goes on /notes and on each post (issue 41, item 3, built apart from this
 * remote's first version). It renders nothing until that form exists, so the pages' prerendered HTML has no empty box.
 */
export function SubscribeSlot() {
  return null;
}
