import { blankNames, blankPieces, highlightPieces } from './text-pieces';

test('a passage splits into its text and its blanks, numbered in order', () => {
  expect(blankPieces('Give {{a}} before {{b}}.')).toEqual([
    { kind: 'text', text: 'Give ' },
    { kind: 'blank', id: 'a', position: 1 },
    { kind: 'text', text: ' before ' },
    { kind: 'blank', id: 'b', position: 2 },
    { kind: 'text', text: '.' },
  ]);
});

test('a highlight passage splits into plain text and its parts with their words', () => {
  expect(highlightPieces('Pulse [[h|92/min]], BP [[i|196/108]].')).toEqual([
    { kind: 'text', text: 'Pulse ' },
    { kind: 'part', id: 'h', text: '92/min' },
    { kind: 'text', text: ', BP ' },
    { kind: 'part', id: 'i', text: '196/108' },
    { kind: 'text', text: '.' },
  ]);
});

test('each blank is named by the last words of its sentence before it, or the words after it when it opens one', () => {
  expect(blankNames('The client has {{a}}, caused by {{b}}. {{c}} comes next.')).toEqual({
    a: 'Blank 1 of 3, after "The client has"',
    b: 'Blank 2 of 3, after "caused by"',
    c: 'Blank 3 of 3, before "comes next"',
  });
  expect(blankNames('{{a}}')).toEqual({ a: 'Blank 1 of 1' });
});
