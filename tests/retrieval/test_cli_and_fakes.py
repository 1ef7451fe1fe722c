from __future__ import annotations

import json
from pathlib import Path

import pytest

from claimbound.claims.models import DocMetadata, Principal, SearchOutcome, Span
from claimbound.claims.protocols import Embedder, Retriever
from claimbound.cli import main
from claimbound.retrieval import FakeEmbedder, FakeRetriever, Index, MiniLMEmbedder, split_spans
from tests.retrieval.conftest import TENANT_DOCS


def test_cli_index_then_search_json(tenant_corpus: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "idx"
    assert main(["index", str(tenant_corpus), "--out", str(out), "--no-dense", "--quiet"]) == 0
    assert "4 documents" in capsys.readouterr().out
    assert main(["search", str(out), "refund within 14 days", "--tenant", "boreal", "--mode", "bm25", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["outcome"] == "ok"
    top = result["hits"][0]["span"]
    assert top["doc_id"] == "boreal-refunds" and top["end"] > top["start"]
    assert {h["span"]["doc_id"] for h in result["hits"]} <= {"boreal-refunds", "public-holidays"}


def test_cli_errors_exit_nonzero(tenant_corpus: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "idx"
    assert main(["index", str(tenant_corpus), "--out", str(out), "--no-dense", "--quiet"]) == 0
    assert main(["search", str(out), "refund", "--mode", "vector"]) == 2
    assert "unknown search mode" in capsys.readouterr().err
    assert main(["search", str(out), "refund", "--tenant", "nobody"]) == 2
    assert "known tenants: acme, boreal, cobalt" in capsys.readouterr().err
    assert main(["search", str(tmp_path), "refund"]) == 1
    assert "not a claimbound index" in capsys.readouterr().err
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"doc_id": "a", "text": "x"}\nnot json\n')
    assert main(["index", str(bad), "--out", str(out), "--quiet"]) == 2
    assert "bad.jsonl:2: malformed JSON" in capsys.readouterr().err
    assert (out / "claimbound-index.json").is_file()  # the existing index survived


def test_fake_retriever_honours_access_and_outcomes() -> None:
    spans = [s for d in TENANT_DOCS for s in split_spans(d)]
    fake = FakeRetriever(spans)
    assert isinstance(fake, Retriever)
    res = fake.search("refund window 14 days", Principal(tenant="acme"))
    assert res.hits and all(h.span.metadata.tenant in ("acme", "public") for h in res.hits)
    assert fake.search("salary bands", Principal(tenant="acme")).outcome == SearchOutcome.ACCESS_DENIED
    assert fake.search("xylophone", Principal(tenant="acme")).outcome == SearchOutcome.NO_MATCH
    assert len(fake.calls) == 3
    fixed = FakeRetriever(spans, rank=lambda q, ss: [s for s in ss if "holiday" in s.text.lower()])
    assert [h.span.doc_id for h in fixed.search("anything", Principal()).hits] == ["public-holidays"] * 2


def test_fake_embedder_is_an_embedder() -> None:
    e = FakeEmbedder()
    assert isinstance(e, Embedder)
    v = e.embed(["refund policy", "refund policy", "salary"])
    assert v.shape == (3, 64) and abs(float(v[0] @ v[1]) - 1) < 1e-6 and float(v[0] @ v[2]) < 0.9


def test_minilm_tenant_isolation_all_modes(tmp_path: Path) -> None:
    """The real stack (MiniLM embeddings): another tenant's best-matching span never comes back."""
    idx = Index.build(TENANT_DOCS, tmp_path / "idx")  # the default embedder: MiniLM, int8
    assert idx.manifest.embedder == "sentence-transformers/all-MiniLM-L6-v2+int8"
    reopened = Index.open(tmp_path / "idx")
    assert isinstance(reopened._embedder, MiniLMEmbedder) and reopened._embedder.quantize
    query = "How many days is the refund window for customers? 14 days"
    for mode in ("bm25", "dense", "hybrid"):
        assert idx.search(query, Principal(tenant="boreal"), mode=mode).hits[0].span.doc_id == "boreal-refunds"
        for k in (1, 10):
            got = {h.span.doc_id for h in idx.search(query, Principal(tenant="acme"), k=k, mode=mode).hits}
            assert got and got <= {"acme-refunds", "public-holidays"}
    # a natural-language question whose only match is another tenant's: denied, and nothing is revealed
    denied = idx.search("What are the salary bands for engineers at Cobalt?", Principal(tenant="acme"))
    assert denied.outcome == SearchOutcome.ACCESS_DENIED and denied.hits == []


def test_span_metadata_travels_with_hits() -> None:
    span = split_spans(TENANT_DOCS[0])[0]
    assert isinstance(span, Span) and span.metadata == DocMetadata(tenant="acme", version="2")
