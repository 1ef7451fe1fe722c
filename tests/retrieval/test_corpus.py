from __future__ import annotations

import json
from pathlib import Path

import pytest

from claimbound.errors import CorpusError
from claimbound.retrieval import fingerprint, load_corpus


def _line(**kw: object) -> str:
    return json.dumps(kw) + "\n"


def test_reads_the_datasets_schema(tmp_path: Path) -> None:
    p = tmp_path / "corpus.jsonl"
    p.write_text(
        _line(doc_id="a", title="A", text="One. Two.", sentences=["One.", " Two."], metadata={})
        + _line(doc_id="b", text="Hi.", sentences=None, metadata={"tenant": "acme", "roles": ["hr"], "version": 3})
        + "\n",
        encoding="utf-8",
    )
    for path in (p, tmp_path):  # the file, or the folder holding corpus.jsonl
        docs = load_corpus(path)
        assert [d.doc_id for d in docs] == ["a", "b"]
        assert docs[0].sentences == ["One.", " Two."]
        assert docs[1].metadata.tenant == "acme" and docs[1].metadata.roles == ["hr"]
        assert docs[1].metadata.version == "3"
        assert docs[0].metadata.tenant == "public"


@pytest.mark.parametrize(
    ("content", "pattern"),
    [
        (_line(doc_id="a", text="ok") + '{"doc_id": "b", "text": \n', r"corpus\.jsonl:2: malformed JSON"),
        (_line(doc_id="a", text="ok") + _line(doc_id="a", text="again"), r":2: duplicate doc_id 'a' \(first at line 1\)"),
        (_line(doc_id="a", text="   "), r":1: document 'a' has no text"),
        (_line(doc_id="a"), r":1: document 'a' has no text"),
        (_line(text="no id"), r":1: missing doc_id"),
        ("[1, 2]\n", r":1: expected a JSON object"),
        (_line(doc_id="a", text="x", metadata={"published_at": "not a date"}), r":1: invalid field 'metadata.published_at'"),
        (_line(doc_id="a", text="One.", sentences=["Two."]), r":1: sentence 0 of 'a' does not occur"),
    ],
)
def test_bad_jsonl_names_file_and_line(tmp_path: Path, content: str, pattern: str) -> None:
    p = tmp_path / "corpus.jsonl"
    p.write_text(content, encoding="utf-8")
    with pytest.raises(CorpusError, match=pattern):
        load_corpus(p)


def test_invalid_utf8_names_the_line(tmp_path: Path) -> None:
    p = tmp_path / "c.jsonl"
    p.write_bytes(_line(doc_id="a", text="ok").encode() + b'{"doc_id": "b", "text": "caf\xe9"}\n')
    with pytest.raises(CorpusError, match=r"c\.jsonl:2: invalid UTF-8"):
        load_corpus(p)


def test_folder_of_text_files_with_front_matter(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "a.txt").write_text("Plain text. Two sentences.", encoding="utf-8")
    (tmp_path / "sub" / "b.md").write_text(
        "---\ntenant: acme\nroles: hr, finance\nversion: 2\n---\n# Leave policy\n\nTen days of leave.", encoding="utf-8"
    )
    (tmp_path / "ignored.bin").write_bytes(b"\x00\x01")
    docs = {d.doc_id: d for d in load_corpus(tmp_path)}
    assert set(docs) == {"a.txt", "sub/b.md"}
    b = docs["sub/b.md"]
    assert b.title == "Leave policy"
    assert b.text.startswith("# Leave policy")
    assert b.metadata.tenant == "acme" and b.metadata.roles == ["hr", "finance"] and b.metadata.version == "2"
    assert docs["a.txt"].metadata.tenant == "public"


def test_folder_errors(tmp_path: Path) -> None:
    with pytest.raises(CorpusError, match="does not exist"):
        load_corpus(tmp_path / "missing")
    with pytest.raises(CorpusError, match="neither corpus.jsonl nor any"):
        load_corpus(tmp_path)
    (tmp_path / "bad.txt").write_bytes(b"ok \xff\xfe")
    with pytest.raises(CorpusError, match=r"bad\.txt: invalid UTF-8"):
        load_corpus(tmp_path)


def test_fingerprint_detects_content_change_not_touch(tmp_path: Path) -> None:
    p = tmp_path / "corpus.jsonl"
    p.write_text(_line(doc_id="a", text="one"), encoding="utf-8")
    fp = fingerprint(p)
    assert fp.changed() is None
    import os

    st = p.stat()
    os.utime(p, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    assert fp.changed() is None  # touched, same bytes
    p.write_text(_line(doc_id="a", text="two"), encoding="utf-8")
    assert "changed" in (fp.changed() or "")
    p.unlink()
    assert "no longer exists" in (fp.changed() or "")
