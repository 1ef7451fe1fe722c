"""Sentence-bounded spans with exact character offsets.

``split_spans(doc)`` keeps the dataset's own sentences when ``doc.sentences`` is given (one span per sentence,
``Span.sentence_ids == [i]``, so gold sentence ids map to spans); otherwise it segments the text with
:func:`claimbound.sentences.sentence_bounds` (sentencex, cut at blank lines too; the verifier splits claims with
the same function). Invariant for every span: ``doc.text[span.start:span.end] == span.text``.
Leading / trailing whitespace is trimmed from spans; whitespace-only pieces yield no span.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from claimbound.claims.models import Document, Span
from claimbound.errors import CorpusError
from claimbound.sentences import detect_language, sentence_bounds, table_headers, trimmed

__all__ = ["detect_language", "points_back", "sentence_bounds", "span_id", "spans_at", "split_spans", "with_antecedents"]

# A sentence that opens with one of these words needs the one before it to be read: "It expanded again during the
# Middle Miocene", "His calendar ... was disseminated in 1281". Chinese: 他 / 她 / 它 / 其 / 该 / 此 / 这.
_POINTING = re.compile(r"(?:It|Its|This|These|That|Those|He|His|Him|She|Her|They|Their|Such)\b|[他她它其该此这]")
WINDOW_CHARS = 400
"""The most characters a widened span may hold: the NLI model reads 128 tokens of span and claim together."""


def span_id(doc_id: str, n: int) -> str:
    """The id of the ``n``-th span of a document."""
    return f"{doc_id}#{n}"


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
        s, e = trimmed(doc.text, found, found + len(sent))
        out.append((s, e, i))
        pos = found + len(sent)
    return out


def spans_at(doc: Document, bounds: list[tuple[int, int, list[int]]]) -> list[Span]:
    """The spans of ``doc`` at ``(start, end, sentence_ids)``, the ``n``-th with id ``f"{doc_id}#{n}"``; a body row
    of a Markdown table carries its table's column names (:attr:`Span.table_header`)."""
    starts = [s for s, _e, _ids in bounds]
    headers = table_headers(doc.text, starts) if "|" in doc.text else [[] for _ in starts]
    return [
        Span(span_id=span_id(doc.doc_id, n), doc_id=doc.doc_id, start=s, end=e, text=doc.text[s:e], title=doc.title,
             sentence_ids=ids, metadata=doc.metadata, table_header=header)
        for n, ((s, e, ids), header) in enumerate(zip(bounds, headers, strict=True))
    ]


def split_spans(doc: Document) -> list[Span]:
    """Cut ``doc`` into sentence-bounded spans with exact offsets; ids ``f"{doc_id}#{n}"``."""
    bounds: list[tuple[int, int, list[int]]]
    if doc.sentences is not None:  # the dataset's own sentences, so gold sentence ids map to spans
        bounds = [(s, e, [i]) for s, e, i in _dataset_sentence_bounds(doc, doc.sentences)]
    else:
        bounds = [(s, e, []) for s, e in sentence_bounds(doc.text)]
    return spans_at(doc, bounds)


def points_back(text: str) -> bool:
    """Whether a sentence opens with a word that points back to the one before it ("It", "This document", "His")."""
    return _POINTING.match(text) is not None


_DEFINITE = re.compile(r"The\s+([A-Za-z][a-z\-]{3,})\b")


def names_again(text: str, before: str) -> bool:
    """Whether a sentence opens with "The" and a noun the sentence ``before`` it names ("The Premier is ..." after
    "The Premier of Victoria is ..."): it speaks of the thing that sentence introduced, by its noun alone."""
    m = _DEFINITE.match(text)
    return m is not None and re.search(rf"(?<![\w-]){re.escape(m.group(1))}(?![\w-])", before, re.I) is not None


def with_antecedents(spans: Sequence[Span], i: int, text: str, *, limit: int = 2,
                     max_chars: int = WINDOW_CHARS) -> Span:
    """``spans[i]`` widened back over the sentences its first word points to.

    While the window's first sentence opens with a pointing word (:func:`points_back`) and the span before it
    belongs to the same document, that span joins the window: at most ``limit`` of them, and only while the window
    holds at most ``max_chars`` characters. ``spans`` are in document order; ``text`` is the document's text. The
    widened span keeps the id of ``spans[i]``, gets the joined spans' sentence ids, and its ``lead`` says how many
    of its characters come before ``spans[i]`` (context: a slot's value is taken from the retrieved sentence only);
    table rows are never widened or joined. ``limit=0`` returns ``spans[i]`` unchanged, and so does a span with a
    title: the verifier reads it as "Title: His calendar ...", which names the page's subject, and on titled pages
    (HotpotQA, CMRC 2018) the longer window lowered the right value's score below a wrong one's.
    """
    span = spans[i]
    if span.title:
        return span  # "Title: His calendar ...": the title already names what a page's sentence points back to
    first = i
    while (
        i - first < limit
        and first > 0
        and spans[first - 1].doc_id == span.doc_id
        and (points_back(spans[first].text) or names_again(spans[first].text, spans[first - 1].text))
        and not spans[first].table_header
        and not spans[first - 1].table_header
        and span.end - spans[first - 1].start <= max_chars
    ):
        first -= 1
    if first == i:
        return span
    start = spans[first].start
    ids = [n for s in spans[first : i + 1] for n in s.sentence_ids]
    return span.model_copy(update={"start": start, "text": text[start : span.end], "sentence_ids": ids,
                                   "lead": span.start - start})
