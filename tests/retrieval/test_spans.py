from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from claimbound.claims.models import Document, Principal
from claimbound.errors import CorpusError
from claimbound.retrieval import sentence_bounds, split_spans
from claimbound.retrieval.spans import detect_language

CJK_TEXT = st.text(alphabet=st.characters(min_codepoint=0x4E00, max_codepoint=0x4E80), min_size=1, max_size=12)
PUNCT = st.sampled_from(["。", "！", "？", ". ", "! ", "? ", "\n\n", " ", "…", "”", "；", "\u3000", "\r\n"])
PIECES = st.one_of(st.text(min_size=1, max_size=20), CJK_TEXT, PUNCT, st.sampled_from(["Dr. ", "U.S. ", "e.g. ", "😀"]))


@settings(max_examples=150, deadline=None)
@given(st.lists(PIECES, min_size=1, max_size=25).map("".join))
def test_offsets_are_exact_for_any_unicode_text(text: str) -> None:
    if not text.strip():
        return
    doc = Document(doc_id="d", text=text)
    spans = split_spans(doc)
    previous_end = 0
    for n, s in enumerate(spans):
        assert doc.text[s.start : s.end] == s.text
        assert s.text == s.text.strip() and s.text
        assert s.start >= previous_end  # in order, never overlapping
        assert s.span_id == f"d#{n}"
        previous_end = s.end
    # nothing but whitespace is left out
    covered = "".join(s.text for s in spans)
    assert "".join(text.split()) == "".join(covered.split())


@settings(max_examples=60, deadline=None)
@given(st.lists(st.one_of(st.text(min_size=1, max_size=30), CJK_TEXT), min_size=1, max_size=8), st.sampled_from(["", " "]))
def test_dataset_sentences_map_one_to_one(sentences: list[str], sep: str) -> None:
    text = sep.join(sentences)
    if not text.strip():
        return
    doc = Document(doc_id="d", text=text, sentences=sentences)
    spans = split_spans(doc)
    expected = [i for i, s in enumerate(sentences) if s.strip()]
    assert [s.sentence_ids for s in spans] == [[i] for i in expected]
    for s in spans:
        assert doc.text[s.start : s.end] == s.text == sentences[s.sentence_ids[0]].strip()


def test_english_sentences_and_abbreviations() -> None:
    text = "Dr. Smith moved to Washington. He founded a lab in 1990! Was it a success? Yes.\n\nA new paragraph"
    got = [text[s:e] for s, e in sentence_bounds(text)]
    assert got == [
        "Dr. Smith moved to Washington.",
        "He founded a lab in 1990!",
        "Was it a success?",
        "Yes.",
        "A new paragraph",
    ]


def test_chinese_sentences() -> None:
    text = "我爱北京。天安门上太阳升！你好吗？他说：“走吧。”然后走了。"
    assert detect_language(text) == "zh"
    got = [text[s:e] for s, e in sentence_bounds(text)]
    assert got[:3] == ["我爱北京。", "天安门上太阳升！", "你好吗？"]
    assert "".join(got) == text


def test_sentences_not_in_text_are_rejected() -> None:
    doc = Document(doc_id="d", text="One. Two.", sentences=["One.", "Three."])
    with pytest.raises(CorpusError, match="sentence 1"):
        split_spans(doc)


def test_gold_sentence_ids_map_to_spans_on_hotpotqa(datasets) -> None:
    corpus = {}
    with (datasets / "hotpotqa" / "corpus.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            r = json.loads(line)
            corpus[r["doc_id"]] = Document(doc_id=r["doc_id"], title=r["title"], text=r["text"], sentences=r["sentences"])
    checked = 0
    with (datasets / "hotpotqa" / "questions.jsonl").open(encoding="utf-8") as fh:
        for line in list(fh)[:30]:
            for g in json.loads(line)["gold"]:
                doc = corpus[g["doc_id"]]
                by_sentence = {s.sentence_ids[0]: s for s in split_spans(doc)}
                for i in g["sentences"]:
                    assert by_sentence[i].text == doc.sentences[i].strip()
                    checked += 1
    assert checked > 30


def test_a_table_row_span_reads_under_its_column_names(tmp_path: Path) -> None:
    from claimbound.retrieval import FakeEmbedder, Index

    text = "Plans.\n| plan | price | seats |\n|---|---|---|\n| Basic | 10 EUR | - |\n| Team | 40 EUR | 5 |\n"
    doc = Document(doc_id="d", title="Pricing", text=text)
    spans = {s.text: s for s in split_spans(doc)}
    basic = spans["| Basic | 10 EUR | - |"]
    assert basic.table_header == ["plan", "price", "seats"] and spans["Plans."].table_header == []
    # the dash of an empty cell is left out; the title comes first, as for any span
    assert basic.reading() == "Pricing: plan: Basic; price: 10 EUR"
    assert basic.reading(title=False) == "plan: Basic; price: 10 EUR" and spans["Plans."].reading() == "Pricing: Plans."
    # the index reads the column names back from the document text; a row is found by them
    idx = Index.build([doc], tmp_path / "idx", embedder=FakeEmbedder())
    again = Index.open(tmp_path / "idx", embedder=FakeEmbedder()).spans("d")
    assert [s.table_header for s in again] == [s.table_header for s in split_spans(doc)]
    hits = idx.search("seats", Principal(), mode="bm25").hits
    assert {h.span.text for h in hits} == {"| Basic | 10 EUR | - |", "| Team | 40 EUR | 5 |", "| plan | price | seats |"}


def test_a_sentence_that_points_back_is_widened_over_the_ones_it_needs() -> None:
    from claimbound.retrieval.spans import points_back, with_antecedents

    text = ("Guo Shoujing was an astronomer. Gou derived a cubic interpolation formula. This was new. "
            "His calendar was disseminated in 1281 as the official calendar. The court kept it.")
    doc = Document(doc_id="d", text=text, sentences=None)
    spans = split_spans(doc)
    assert [points_back(s.text) for s in spans] == [False, False, True, True, False]
    widened = with_antecedents(spans, 3, text)  # "His calendar" <- "This was new." <- "Gou derived ..."
    assert widened.span_id == spans[3].span_id and widened.start == spans[1].start and widened.end == spans[3].end
    assert text[widened.start : widened.end] == widened.text
    assert widened.text.startswith("Gou derived") and widened.text.endswith("official calendar.")
    assert widened.text[widened.lead :] == spans[3].text  # the retrieved sentence, after its context
    assert with_antecedents(spans, 3, text, limit=1).start == spans[2].start
    assert with_antecedents(spans, 3, text, limit=0) is spans[3]
    assert with_antecedents(spans, 4, text) is spans[4]  # "The court kept it." does not open by pointing back
    assert with_antecedents(spans, 0, text) is spans[0]
    assert with_antecedents(spans, 3, text, max_chars=100).start == spans[2].start  # the window stays short
    titled = split_spans(Document(doc_id="d", title="Guo Shoujing", text=text, sentences=None))
    assert with_antecedents(titled, 3, text) is titled[3]  # "Guo Shoujing: His calendar ..." says whose


def test_a_sentence_naming_the_previous_ones_noun_with_the_is_widened() -> None:
    """"The Premier is ..." speaks of the premier the sentence before introduced ("The Premier of Victoria ..."); "The
    court ..." after a sentence without a court does not."""
    from claimbound.retrieval.spans import names_again, with_antecedents

    text = ("The Premier of Victoria leads the largest party. The Premier sets the agenda. "
            "The court kept it. The cabinet meets weekly.")
    spans = split_spans(Document(doc_id="d", text=text, sentences=None))
    assert names_again(spans[1].text, spans[0].text) and not names_again(spans[2].text, spans[1].text)
    widened = with_antecedents(spans, 1, text)
    assert widened.start == spans[0].start and widened.text[widened.lead :] == spans[1].text
    assert with_antecedents(spans, 2, text) is spans[2]
    assert with_antecedents(spans, 3, text) is spans[3]  # "cabinet" is not in "The court kept it."
    assert not names_again("The Premier sets it.", "A premiership began.")  # the whole word only


def test_a_widened_span_never_crosses_into_another_document() -> None:
    from claimbound.retrieval.spans import with_antecedents

    a = split_spans(Document(doc_id="a", text="Oslo is a city.", sentences=None))
    b = split_spans(Document(doc_id="b", text="It has a harbour.", sentences=None))
    assert with_antecedents(a + b, 1, "It has a harbour.") is b[0]
