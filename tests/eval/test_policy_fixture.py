"""The bundled policy fixture is well formed and covers what the evaluation needs."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from claimbound.claims.models import DocMetadata, Document, Principal
from claimbound.retrieval import split_spans


def _load(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def test_corpus_shape(policies_dir: Path) -> None:
    docs = [Document.model_validate(d) for d in _load(policies_dir / "corpus.jsonl")]
    assert len(docs) >= 40
    assert len({d.doc_id for d in docs}) == len(docs)
    tenants = Counter(d.metadata.tenant for d in docs)
    assert {"acme", "boreal", "cobalt", "public"} <= set(tenants)
    for d in docs:  # one fact per sentence, joined by spaces; a table document is its lines, the "|---|" rule aside
        assert d.sentences
        if d.sentences[-1].startswith("|"):
            assert [line for line in d.text.split("\n") if not set(line) <= set("|-")] == d.sentences
        else:
            assert " ".join(d.sentences) == d.text
    tables = [s for d in docs for s in split_spans(d) if s.table_header]
    assert len(tables) >= 3, "a table whose rows are read under their column names"
    assert any(d.metadata.roles for d in docs), "a role-restricted document"
    assert any("ignore previous instructions" in d.text.lower() for d in docs), "an injected instruction"
    versioned = [d for d in docs if d.metadata.version]
    assert len(versioned) >= 4 and all(d.metadata.published_at for d in versioned)


def test_questions_labelled(policies_dir: Path) -> None:
    docs = {d["doc_id"]: d for d in _load(policies_dir / "corpus.jsonl")}
    items = _load(policies_dir / "questions.jsonl")
    assert len(items) >= 30
    decisions = Counter(i["metadata"]["expected_decision"] for i in items)
    assert set(decisions) == {"answer", "degrade", "abstain", "clarify", "out_of_scope"}
    kinds = {i["type"] for i in items}
    assert {"single_hop", "multi_hop", "composite", "near_miss", "cross_tenant", "ambiguous", "injection"} <= kinds
    for item in items:
        meta = item["metadata"]
        principal = Principal(tenant=meta["tenant"], roles=meta["roles"])
        assert item["answerable"] == (meta["expected_decision"] in ("answer", "degrade"))
        for g in item["gold"]:
            d = docs[g["doc_id"]]
            # gold evidence is visible to the asking principal

            assert DocMetadata.model_validate(d["metadata"]).visible_to(principal), item["id"]
            assert all(0 <= s < len(d["sentences"]) for s in g["sentences"])
        if meta["expected_decision"] == "answer":
            assert meta["facts"] and item["gold"], item["id"]


def test_readme_example_is_answerable(policies_dir: Path) -> None:
    items = _load(policies_dir / "questions.jsonl")
    hit = [i for i in items if i["question"] == "What is the meal allowance per day for business travel?"]
    assert hit and hit[0]["metadata"]["tenant"] == "acme" and hit[0]["metadata"]["expected_decision"] == "answer"
