from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from claimbound.claims.models import DocMetadata, Document, Principal, SearchMode, SearchOutcome
from claimbound.claims.protocols import Retriever
from claimbound.errors import ConfigError, CorpusError, InvalidQuestionError, SourceError, StaleIndexError
from claimbound.retrieval import FakeEmbedder, Index
from claimbound.retrieval.index import MANIFEST
from tests.retrieval.conftest import TENANT_DOCS, write_jsonl

MODES = [SearchMode.BM25, SearchMode.DENSE, SearchMode.HYBRID]
ACME = Principal(tenant="acme")
BOREAL = Principal(tenant="boreal")


@pytest.fixture
def index(tenant_corpus: Path, tmp_path: Path) -> Index:
    return Index.build(tenant_corpus, tmp_path / "idx", embedder=FakeEmbedder())


def _doc_ids(result) -> list[str]:
    return [h.span.doc_id for h in result.hits]


@pytest.mark.parametrize("mode", MODES)
def test_other_tenants_span_is_never_returned_even_as_best_match(index: Index, mode: SearchMode) -> None:
    # The boreal document repeats the query's words; for acme it would be the best match, yet is never seen.
    query = "refund window for customers is 14 days"
    everyone = index.search(query, BOREAL, k=10, mode=mode)
    assert everyone.hits[0].span.doc_id == "boreal-refunds"
    for k in (1, 3, 10, 50):
        acme = index.search(query, ACME, k=k, mode=mode)
        assert "boreal-refunds" not in _doc_ids(acme)
        assert "cobalt-salaries" not in _doc_ids(acme)
        assert set(_doc_ids(acme)) <= {"acme-refunds", "public-holidays"}
        assert "tenant:acme" in acme.access_filter
    boreal = index.search("refund within 30 days original card", BOREAL, k=10, mode=mode)
    assert "acme-refunds" not in _doc_ids(boreal)


def test_roles_restrict_within_a_tenant(index: Index) -> None:
    query = "engineering salary bands"
    assert index.search(query, Principal(tenant="cobalt"), mode="bm25").outcome == SearchOutcome.ACCESS_DENIED
    hr = index.search(query, Principal(tenant="cobalt", roles=["hr"]), mode="bm25")
    assert _doc_ids(hr)[0] == "cobalt-salaries"


def test_access_denied_does_not_reveal_and_no_match_is_distinct(index: Index) -> None:
    denied = index.search("engineering salary bands", ACME, mode="bm25")
    assert denied.outcome == SearchOutcome.ACCESS_DENIED
    assert denied.hits == [] and "cobalt" not in denied.message.lower() and "180k" not in denied.message
    nothing = index.search("xylophone zeppelin", ACME, mode="bm25")
    assert nothing.outcome == SearchOutcome.NO_MATCH and nothing.hits == []
    assert index.search("refund", Principal(), mode="bm25").outcome == SearchOutcome.ACCESS_DENIED
    assert index.search("holiday", Principal(), mode="bm25").outcome == SearchOutcome.OK


def test_hybrid_hits_keep_per_signal_scores_and_ranks(index: Index) -> None:
    result = index.search("refund within 14 days", BOREAL, k=3)
    assert result.mode == SearchMode.HYBRID and result.outcome == SearchOutcome.OK
    top = result.hits[0]
    assert {"rrf", "mmr"} <= set(top.scores) and top.ranks["hybrid"] == 1
    assert "bm25" in top.scores and "dense" in top.scores
    assert [h.ranks["hybrid"] for h in result.hits] == list(range(1, len(result.hits) + 1))
    assert isinstance(index, Retriever)


def test_reopen_and_spans_round_trip(index: Index, tmp_path: Path) -> None:
    again = Index.open(tmp_path / "idx", embedder=FakeEmbedder())
    assert len(again) == len(index) and again.tenants() == {"acme", "boreal", "cobalt"}
    for h in again.search("refund", BOREAL, k=5, mode="bm25").hits:
        doc = again.document(h.span.doc_id)
        assert doc.text[h.span.start : h.span.end] == h.span.text
        assert h.span.span_id.startswith(f"{h.span.doc_id}#")
    with pytest.raises(CorpusError):
        again.document("cobalt-salaries", ACME)  # exists, but not for acme: same error as a missing id


def test_bad_inputs_are_typed_errors(index: Index, tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="unknown search mode 'fuzzy'"):
        index.search("refund", ACME, mode="fuzzy")
    with pytest.raises(InvalidQuestionError):
        index.search("   ", ACME)
    with pytest.raises(ConfigError):
        index.search("refund", ACME, k=0)
    with pytest.raises(SourceError, match="not a claimbound index"):
        Index.open(tmp_path)
    with pytest.raises(SourceError, match="does not exist"):
        Index.open(tmp_path / "nope")
    with pytest.raises(CorpusError, match="no documents"):
        Index.build([], tmp_path / "empty", embedder=FakeEmbedder())
    assert not (tmp_path / "empty").exists()
    with pytest.raises(ConfigError, match="embedded with"):
        Index.open(tmp_path / "idx", embedder=FakeEmbedder(dim=32))
    assert index.search('refund AND "window OR: (14', BOREAL, mode="bm25").outcome == SearchOutcome.OK


def test_failed_build_leaves_the_existing_index_intact(index: Index, tmp_path: Path) -> None:
    out = tmp_path / "idx"
    before = sorted(p.name for p in out.iterdir())
    manifest = (out / MANIFEST).read_text()
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"doc_id": "x", "text": "ok"}\n{"doc_id": "x", "text": "dup"}\n', encoding="utf-8")
    with pytest.raises(CorpusError, match="duplicate"):
        Index.build(bad, out, embedder=FakeEmbedder())
    assert sorted(p.name for p in out.iterdir()) == before and (out / MANIFEST).read_text() == manifest
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".idx.")]  # no temp dirs left behind
    assert Index.open(out, embedder=FakeEmbedder()).search("refund", ACME, mode="bm25").hits
    (tmp_path / "precious").mkdir()
    (tmp_path / "precious" / "notes.txt").write_text("mine")
    with pytest.raises(ConfigError, match="refusing to overwrite"):
        Index.build(TENANT_DOCS, tmp_path / "precious", embedder=FakeEmbedder())
    assert (tmp_path / "precious" / "notes.txt").read_text() == "mine"


def test_rebuild_swaps_in_the_new_index(index: Index, tmp_path: Path) -> None:
    smaller = Index.build(TENANT_DOCS[:1], tmp_path / "idx", embedder=FakeEmbedder())
    assert smaller.manifest.n_documents == 1
    assert Index.open(tmp_path / "idx", embedder=FakeEmbedder()).tenants() == {"acme"}


def test_stale_index_is_reported(index: Index, tenant_corpus: Path) -> None:
    index.stale_check_interval = 0.0
    assert index.search("refund", ACME).outcome == SearchOutcome.OK
    write_jsonl(tenant_corpus, TENANT_DOCS[:2])
    stale = index.search("refund", ACME)
    assert stale.outcome == SearchOutcome.STALE_INDEX and "rebuild" in stale.message
    assert stale.hits  # the old index still answers; the outcome tells the caller it may be out of date
    with pytest.raises(StaleIndexError, match="stale"):
        Index.open(index.path, embedder=FakeEmbedder(), require_fresh=True)
    assert Index.open(index.path, embedder=FakeEmbedder()).search("refund", ACME).outcome == SearchOutcome.STALE_INDEX


def test_an_index_cut_by_another_sentence_splitter_is_stale(index: Index) -> None:
    from claimbound.sentences import SPLITTER_VERSION

    assert index.manifest.splitter == SPLITTER_VERSION and index.search("refund", ACME).outcome == SearchOutcome.OK
    manifest = json.loads((index.path / MANIFEST).read_text(encoding="utf-8"))
    manifest["splitter"] = SPLITTER_VERSION - 1
    (index.path / MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    old = Index.open(index.path, embedder=FakeEmbedder())
    stale = old.search("refund", ACME)
    assert stale.outcome == SearchOutcome.STALE_INDEX and "sentence splitter" in stale.message and stale.hits
    with pytest.raises(StaleIndexError, match="sentence splitter"):
        Index.open(index.path, embedder=FakeEmbedder(), require_fresh=True)


def test_source_error_when_the_index_vanishes(index: Index, tmp_path: Path) -> None:
    import shutil

    shutil.rmtree(tmp_path / "idx" / "tantivy")
    result = index.search("refund", ACME, mode="bm25")
    # tantivy keeps open files readable after deletion on POSIX; either way the caller gets a typed outcome
    assert result.outcome in (SearchOutcome.OK, SearchOutcome.SOURCE_ERROR)
    with pytest.raises(SourceError):
        Index.open(tmp_path / "idx", embedder=FakeEmbedder())


def test_corrupt_embeddings_are_a_source_error(index: Index, tmp_path: Path) -> None:
    np.save(tmp_path / "idx" / "embeddings.npy", np.zeros((2, 64), dtype=np.float32))
    with pytest.raises(SourceError, match="does not match the manifest"):
        Index.open(tmp_path / "idx", embedder=FakeEmbedder())


def test_incremental_add_delete_and_repermission(index: Index, tmp_path: Path) -> None:
    q = "parking garage opens at seven"
    new = Document(doc_id="acme-parking", text="The parking garage opens at seven.", metadata=DocMetadata(tenant="acme"))
    index.add([new])
    assert _doc_ids(index.search(q, ACME, mode="bm25"))[0] == "acme-parking"
    # re-permission: same id, now boreal's
    index.add([new.model_copy(update={"metadata": DocMetadata(tenant="boreal")})])
    for mode in MODES:
        assert "acme-parking" not in _doc_ids(index.search(q, ACME, mode=mode))
    assert _doc_ids(index.search(q, BOREAL, mode="bm25"))[0] == "acme-parking"
    index.delete(["acme-parking"])
    for mode in MODES:
        assert "acme-parking" not in _doc_ids(index.search(q, BOREAL, mode=mode))
    reopened = Index.open(tmp_path / "idx", embedder=FakeEmbedder())
    assert reopened.manifest.n_documents == len(TENANT_DOCS)
    with pytest.raises(CorpusError, match="not in the index"):
        index.delete(["never-there"])
    assert reopened.search("refund", ACME, mode="dense").hits


def test_cjk_bm25(tmp_path: Path) -> None:
    docs = [
        Document(doc_id="zh1", text="北京大学是中国著名的高等学府。它位于海淀区。"),
        Document(doc_id="zh2", text="上海是中国的经济中心。外滩很有名。"),
        Document(doc_id="en", text="Peking University is in Beijing."),
    ]
    idx = Index.build(docs, tmp_path / "zh", embedder=FakeEmbedder())
    hits = idx.search("北京大学在哪里", Principal(), mode="bm25").hits
    assert hits[0].span.doc_id == "zh1" and hits[0].span.text == "北京大学是中国著名的高等学府。"
    assert idx.search("外滩", Principal(), mode="bm25").hits[0].span.doc_id == "zh2"
    assert idx.search("peking", Principal(), mode="bm25").hits[0].span.doc_id == "en"


def test_bm25_only_index(tmp_path: Path) -> None:
    idx = Index.build(TENANT_DOCS, tmp_path / "lex", dense=False)
    assert idx.search("refund", ACME, mode="bm25").hits
    with pytest.raises(ConfigError, match="no embeddings"):
        idx.search("refund", ACME, mode="hybrid")
    assert json.loads((tmp_path / "lex" / MANIFEST).read_text())["embedder"] is None


def test_concurrent_searches_stay_isolated(index: Index) -> None:
    from concurrent.futures import ThreadPoolExecutor

    def run(i: int) -> tuple[str, set[str]]:
        tenant = "acme" if i % 2 else "boreal"
        res = index.search("refund window days", Principal(tenant=tenant), k=10)
        return tenant, {h.span.metadata.tenant for h in res.hits}

    with ThreadPoolExecutor(4) as pool:
        for tenant, seen in pool.map(run, range(24)):
            assert seen and seen <= {tenant, "public"}


def test_embedding_rows_follow_span_order(index: Index, tmp_path: Path) -> None:
    stored = np.load(tmp_path / "idx" / "embeddings.npy")
    spans = [s for d in TENANT_DOCS for s in index.spans(d.doc_id)]
    rows = [index._state.rows[s.span_id] for s in spans]
    expected = FakeEmbedder().embed([f"{s.title}: {s.text}" for s in spans])
    np.testing.assert_allclose(stored[rows], expected, atol=1e-6)
    assert sorted(rows) == list(range(len(index)))


def test_a_hit_that_points_back_comes_with_the_sentence_before_it(tmp_path: Path) -> None:
    doc = Document(doc_id="guo", text="Guo Shoujing built an observatory in Beijing. "
                   "His calendar became the official calendar in 1281.")
    query = "official calendar 1281"
    index = Index.build([doc], tmp_path / "idx", embedder=FakeEmbedder())
    hit = index.search(query, Principal(), k=1, mode=SearchMode.BM25).hits[0]
    assert hit.span.span_id == "guo#1"
    assert hit.span.text == doc.text and hit.span.start == 0
    plain = Index.open(tmp_path / "idx", embedder=FakeEmbedder(), antecedents=0)
    assert plain.search(query, Principal(), k=1, mode=SearchMode.BM25).hits[0].span.text.startswith("His calendar")
    with pytest.raises(ConfigError, match="antecedents"):
        Index.open(tmp_path / "idx", embedder=FakeEmbedder(), antecedents=-1)
