"""Sentence segmentation, one splitter for the whole package: retrieval cuts documents into spans with it and the
verifier cuts claims into sentences with it.

It wraps `sentencex <https://pypi.org/project/sentencex/>`_ (a maintained rule-based segmenter covering English and
Chinese, with abbreviation lists: "Rep. Patrick McHenry", "e.g.", "U.S.", "et al." stay inside their sentence), cuts
at blank lines too, and repairs one sentencex habit: a piece with no letter or digit ("...", a closing quote "”")
is joined to the sentence before it (or after it, at the start) instead of standing as a sentence of its own; so
are closing quotes cut off the end of a sentence, and an aside in brackets after a sentence ('"Reefs are in trouble." (World Climate Report)'),
and the piece after a full stop that opens a word or ends an initial ("开发Mono与.NET Framework", "S.G. Tallentyre").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from sentencex import segment

from claimbound.cjk import CJK_RE

__all__ = ["MAX_SENTENCE_CHARS", "SPLITTER_VERSION", "blank_cell", "detect_language", "sentence_bounds", "sentences",
           "table_cells", "table_headers", "trimmed"]

SPLITTER_VERSION = 2
"""Raised whenever a change cuts some text differently; an index records the version that cut its spans and reads
as stale under another (2: a full stop that opens a word or ends an initial ends no sentence)."""

_KANA = re.compile(r"[\u3040-\u30ff]")
_HANGUL = re.compile(r"[\uac00-\ud7af]")
_PARAGRAPH = re.compile(r"\n[ \t\r\f\v]*\n")
_WORDLESS = re.compile(r"[^\w]*")  # no letter, digit or CJK character: "...", "”", ']"'
_CLOSERS = re.compile(r"[”’\")\]}»]+(?=\s|$)")  # quotes / brackets that close the sentence before: "” Next one."
_ASIDE = re.compile(r"\([^().!?]*\)")  # one parenthetical with no sentence end inside: "(World Climate Report)"
# a full stop with a letter right after it that opens a word (".NET" after a space or a Chinese character) or ends an
# initial ("S.G. Tallentyre"): no sentence ends there ("2018.With" stays cut: a missing space after a sentence)
_DOT_IN_WORD = re.compile(r"(?:\s|" + CJK_RE.pattern + r"|(?<![A-Za-z])[A-Z])\.(?=[A-Za-z])")
MAX_SENTENCE_CHARS = 2000
_TABLE_ROW = re.compile(r"(?m)^[ \t]*\|[^\n]*\|[ \t]*$")  # a Markdown table row: "| a | b |"
_TABLE_RULE = re.compile(r"\|(?:\s*:?-{3,}:?\s*\|)+")  # its header rule: "|---|:---:|"
_CELL_BAR = re.compile(r"(?<!\\)\|")  # a cell border; "\|" is a bar inside a cell


def detect_language(text: str) -> str:
    """``zh`` / ``ja`` / ``ko`` when CJK characters make up a fair share of the letters, else ``en``."""
    sample = text[:2000]
    cjk = len(CJK_RE.findall(sample))
    letters = sum(ch.isalpha() for ch in sample)
    if letters == 0 or cjk / letters < 0.2:
        return "en"
    if _KANA.search(sample):
        return "ja"
    if _HANGUL.search(sample) and len(_HANGUL.findall(sample)) * 2 > cjk:
        return "ko"
    return "zh"


def trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    """``(start, end)`` moved inwards past whitespace."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _hard_cut(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """Cut an over-long sentence at whitespace so no piece exceeds ``MAX_SENTENCE_CHARS``."""
    while end - start > MAX_SENTENCE_CHARS:
        cut = text.rfind(" ", start + MAX_SENTENCE_CHARS // 2, start + MAX_SENTENCE_CHARS)
        if cut <= start:
            cut = start + MAX_SENTENCE_CHARS
        yield start, cut
        start = cut
    yield start, end


def _paragraph_sentences(text: str, para_start: int, para_end: int, lang: str) -> list[tuple[int, int]]:
    """Trimmed, non-empty ``(start, end)`` of the segmenter's sentences in one paragraph, word-less pieces and
    bracketed asides joined to a neighbour."""
    out: list[tuple[int, int]] = []
    pos = para_start
    for sent in segment(lang, text[para_start:para_end]):
        found = text.find(sent, pos, para_end) if sent else pos
        if found < 0:  # the segmenter changed the text: fall back to the rest of the paragraph
            found, sent = pos, text[pos:para_end]
        out.append(trimmed(text, found, found + len(sent)))
        pos = found + len(sent)
    if pos < para_end:  # anything the segmenter dropped
        out.append(trimmed(text, pos, para_end))
    merged: list[tuple[int, int]] = []
    pending: int | None = None  # start of word-less pieces that open the paragraph
    for s, e in out:
        closers = _CLOSERS.match(text, s, e)
        if closers and '"' in closers.group(0) and merged and text.count('"', *merged[-1]) % 2 == 0:
            closers = None  # a straight quote closes only a quote the sentence before left open
        if merged and closers:  # the segmenter cut before a closing quote: it belongs to the sentence before
            merged[-1] = (merged[-1][0], closers.end())
            s, e = trimmed(text, closers.end(), e)
        if e <= s:
            continue
        if merged and (_ASIDE.fullmatch(text, s, e) or _DOT_IN_WORD.match(text, merged[-1][1] - 2) and
                       merged[-1][1] == s):
            merged[-1] = (merged[-1][0], e)
            continue
        if _WORDLESS.fullmatch(text, s, e):
            if merged:
                merged[-1] = (merged[-1][0], e)
            elif pending is None:
                pending = s
            continue
        merged.append((s if pending is None else pending, e))
        pending = None
    if pending is not None and not merged:  # the paragraph is nothing but punctuation
        merged.append(trimmed(text, pending, out[-1][1]))
    return merged


def _blocks(text: str, start: int, end: int) -> Iterator[tuple[int, int, bool]]:
    """``(start, end, is_table_row)`` pieces of one paragraph: each row of a Markdown table on its own (a row a
    sentence: "| vitaminc | CC BY-SA 3.0 | 54668 |"), the text between the tables whole."""
    pos = start
    for m in _TABLE_ROW.finditer(text, start, end):
        if m.start() > pos:
            yield pos, m.start(), False
        if not _TABLE_RULE.fullmatch(m.group(0).strip()):  # "|---|:--|": no content
            yield m.start(), m.end(), True
        pos = m.end()
    if pos < end:
        yield pos, end, False


def sentence_bounds(text: str, language: str | None = None) -> list[tuple[int, int]]:
    """Character ``(start, end)`` of each sentence in ``text`` (trimmed, non-empty, in order, none longer than
    ``MAX_SENTENCE_CHARS``). ``language`` is a sentencex language code; by default :func:`detect_language`.
    A row of a Markdown table is a sentence of its own."""
    lang = language or detect_language(text)
    out: list[tuple[int, int]] = []
    para_start = 0
    for para_end in [*(m.end() for m in _PARAGRAPH.finditer(text)), len(text)]:
        for b_start, b_end, row in _blocks(text, para_start, para_end):
            pieces = [trimmed(text, b_start, b_end)] if row else _paragraph_sentences(text, b_start, b_end, lang)
            for s, e in pieces:
                if e > s:
                    out.extend(_hard_cut(text, s, e))
        para_start = para_end
    return out


def table_cells(row: str) -> list[tuple[int, int]]:
    """Character ``(start, end)`` of each cell of a Markdown table row, trimmed ("| a | b |" -> the a and the b; an
    empty cell is an empty range)."""
    bars = [m.start() for m in _CELL_BAR.finditer(row)]
    return [trimmed(row, a + 1, b) for a, b in zip(bars, bars[1:], strict=False)]


def blank_cell(value: str) -> bool:
    """A table cell that holds no value: empty, or nothing but dashes ("-", "—")."""
    return not value.strip("-–— ")


def table_headers(text: str, starts: list[int]) -> list[list[str]]:
    """For each position in ``starts``: the column names of the Markdown table whose body row holds it (the cells of
    the row above the table's "|---|" rule), else ``[]`` (no table, the header row itself, a table with no rule).
    One pass over the text's table rows however many positions are asked."""
    header_of: dict[int, list[str]] = {}  # the start of a body row's line -> its table's header
    header: list[str] = []
    prev: re.Match[str] | None = None
    for m in _TABLE_ROW.finditer(text):
        # the line right after the previous row, or a new table
        below = prev is not None and text[prev.end():m.start()] in ("\n", "\r\n")
        if not below:
            header = []
        if _TABLE_RULE.fullmatch(m.group(0).strip()):
            header = [prev.group(0)[s:e] for s, e in table_cells(prev.group(0))] if prev is not None and below else []
        elif header:
            header_of[m.start()] = header
        prev = m
    out: list[list[str]] = []
    for pos in starts:
        line_start = text.rfind("\n", 0, pos) + 1
        out.append(header_of.get(line_start, []))
    return out


def sentences(text: str, language: str | None = None) -> list[str]:
    """The sentences of ``text`` (see :func:`sentence_bounds`)."""
    return [text[s:e] for s, e in sentence_bounds(text, language)]
