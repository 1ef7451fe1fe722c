"""Small fixtures for the retrieval tests: a two-tenant corpus whose documents conflict."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from claimbound.claims.models import DocMetadata, Document

# acme and boreal state conflicting refund windows; cobalt's document is role-restricted; one public doc.
TENANT_DOCS = [
    Document(
        doc_id="acme-refunds",
        title="Acme refund policy",
        text="Acme customers may request a refund within 30 days of purchase. Refunds go to the original card.",
        metadata=DocMetadata(tenant="acme", version="2"),
    ),
    Document(
        doc_id="boreal-refunds",
        title="Boreal refund policy",
        text="Customers may request a refund within 14 days of purchase. The refund window for customers is 14 days.",
        metadata=DocMetadata(tenant="boreal"),
    ),
    Document(
        doc_id="cobalt-salaries",
        title="Cobalt salary bands",
        text="Engineering salary bands at Cobalt range from 90k to 180k.",
        metadata=DocMetadata(tenant="cobalt", roles=["hr"]),
    ),
    Document(
        doc_id="public-holidays",
        title="Public holiday calendar",
        text="The offices close on public holidays. Holiday dates are published every January.",
    ),
]


def write_jsonl(path: Path, docs: list[Document]) -> Path:
    with path.open("w", encoding="utf-8") as fh:
        for d in docs:
            fh.write(json.dumps(d.model_dump(mode="json")) + "\n")
    return path


@pytest.fixture
def tenant_corpus(tmp_path: Path) -> Path:
    return write_jsonl(tmp_path / "corpus.jsonl", TENANT_DOCS)
