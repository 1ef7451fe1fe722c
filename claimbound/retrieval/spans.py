"""Sentence-bounded spans with exact character offsets.

``split_spans(doc)`` keeps the dataset's own sentences when ``doc.sentences`` is given (one span per sentence,
``Span.sentence_ids == [i]``, so gold sentence ids map to spans); otherwise it segments the text with
`sentencex <https://pypi.org/project/sentencex/>`_ (a maintained rule-based segmenter covering English and
Chinese) and also cuts at blank lines. Invariant for every span: ``doc.text[span.start:span.end] == span.text``.
Leading / trailing whitespace is trimmed from spans; whitespace-only pieces yield no span.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from sentencex import segment

from claimbound.cjk import CJK_RE
from claimbound.claims.models import Document, Span
from claimbound.errors import CorpusError

_KANA = re.compile(r"[\u3040-\u30ff]")
_HANGUL = re.compile(r"[\uac00-\ud7af]")
_PARAGRAPH = re.compile(r"\n[ \t\r\f\v]*\n")
_MAX_SPAN_CHARS = 2000


def span_id(doc_id: str, n: int) -> str:
    """The id of the ``n``-th span of a document."""
    return f"{doc_id}#{n}"


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


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _hard_cut(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """Cut an over-long sentence at whitespace so no span exceeds ``_MAX_SPAN_CHARS``."""
    while end - start > _MAX_SPAN_CHARS:
        cut = text.rfind(" ", start + _MAX_SPAN_CHARS // 2, start + _MAX_SPAN_CHARS)
        if cut <= start:
            cut = start + _MAX_SPAN_CHARS
        yield start, cut
        start = cut
    yield start, end


def sentence_bounds(text: str, language: str | None = None) -> list[tuple[int, int]]:
    """Character ``(start, end)`` of each sentence in ``text`` (trimmed, non-empty, in order)."""
    lang = language or detect_language(text)
    out: list[tuple[int, int]] = []
    para_start = 0
    paragraphs = [m.end() for m in _PARAGRAPH.finditer(text)]
    for para_end in [*paragraphs, len(text)]:
        para = text[para_start:para_end]
        pos = para_start
        for sent in segment(lang, para):
            found = text.find(sent, pos, para_end) if sent else pos
            if found < 0:  # the segmenter changed the text: fall back to the rest of the paragraph
                found = pos
                sent = text[pos:para_end]
            s, e = _trimmed(text, found, found + len(sent))
            if e > s:
                out.extend(_hard_cut(text, s, e))
            pos = found + len(sent)
        if pos < para_end:  # anything the segmenter dropped
            s, e = _trimmed(text, pos, para_end)
            if e > s:
                out.extend(_hard_cut(text, s, e))
        para_start = para_end
    return out


def _dataset_sentence_bounds(doc: Document, sentences: list[str]) -> list[tuple[int, int, int]]:
    """``(start, end, sentence_index)`` of the dataset's own sentences, located in order in ``doc.text``."""
    out: list[tuple[int, int, int]] = []
    pos = 0
    for i, sent in enumerate(sentences):
        if not sent.strip():
            continue
        if doc.text.startswith(sent, pos):
            found = pos
        else:
            found = doc.text.find(sent, pos)
        if found < 0:
            raise CorpusError(
                f"document {doc.doc_id!r}: sentence {i} does not occur in its text after sentence {i - 1}; "
                "make `text` the concatenation of `sentences` or drop `sentences`"
            )
        s, e = _trimmed(doc.text, found, found + len(sent))
        out.append((s, e, i))
        pos = found + len(sent)
    return out


def split_spans(doc: Document) -> list[Span]:
    """Cut ``doc`` into sentence-bounded spans with exact offsets; ids ``f"{doc_id}#{n}"``."""
    bounds: list[tuple[int, int, list[int]]]
    if doc.sentences is not None:  # the dataset's own sentences, so gold sentence ids map to spans
        bounds = [(s, e, [i]) for s, e, i in _dataset_sentence_bounds(doc, doc.sentences)]
    else:
        bounds = [(s, e, []) for s, e in sentence_bounds(doc.text)]
    return [
        Span(span_id=span_id(doc.doc_id, n), doc_id=doc.doc_id, start=s, end=e, text=doc.text[s:e], title=doc.title,
             sentence_ids=ids, metadata=doc.metadata)
        for n, (s, e, ids) in enumerate(bounds)
    ]
