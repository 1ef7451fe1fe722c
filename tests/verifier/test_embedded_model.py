"""The shipped model: loads from the package folder with no network and gets clear cases right."""

from __future__ import annotations

import json

import pytest

from claimbound.claims.models import Relation
from claimbound.verifier import EmbeddedNLIVerifier, default_model_dir
from tests.verifier.conftest import make_claim, make_span


@pytest.fixture(scope="module")
def verifier() -> EmbeddedNLIVerifier:
    v = EmbeddedNLIVerifier(threads=2)
    v.warm_up()
    return v


@pytest.fixture(scope="module")
def raw() -> EmbeddedNLIVerifier:
    return EmbeddedNLIVerifier(threads=2, checks=False, split_atoms=False)


def test_shipped_files_are_small_fp16_and_carry_thresholds() -> None:
    d = default_model_dir()
    size = sum(p.stat().st_size for p in d.iterdir() if p.is_file())
    assert size < 60 * 1024 * 1024
    from safetensors import safe_open

    with safe_open(str(d / "model.safetensors"), "pt") as fh:
        key = next(iter(fh.keys()))
        assert str(fh.get_tensor(key).dtype) == "torch.float16"
    th = json.loads((d / "thresholds.json").read_text())
    assert 0 < th["partial"] <= th["entail"] < 1 and 0 < th["contradict"] < 1
    config = json.loads((d / "config.json").read_text())
    assert sorted(config["id2label"].values()) == ["contradiction", "entailment", "neutral"]


@pytest.mark.parametrize(
    ("premise", "hypothesis", "label"),
    [
        ("A man is playing a guitar on stage.", "A woman is sleeping in her bed.", "contradiction"),
        ("A man is playing a guitar on stage.", "A man is playing an instrument.", "entailment"),
        ("Acme's headquarters is in Lyon, France.", "Acme is headquartered in Lyon.", "entailment"),
        ("Two dogs run across a snowy field.", "The dogs are sleeping indoors.", "contradiction"),
    ],
)
def test_raw_model_clear_cases(raw: EmbeddedNLIVerifier, premise: str, hypothesis: str, label: str) -> None:
    probs = raw.score_pairs([premise], [hypothesis])[0]
    assert max(probs, key=probs.__getitem__) == label, probs
    assert abs(sum(probs.values()) - 1) < 1e-4


def test_meal_cap_contradiction_level_zero(verifier: EmbeddedNLIVerifier) -> None:
    claim = make_claim("The meal cap is 80 USD")
    wrong, right = make_span("The meal cap is 120 USD per day.", "a"), make_span("The meal cap is 80 USD per day.", "b")
    s_wrong, s_right = verifier.verify([claim], [wrong, right])
    assert (s_wrong.relation, s_wrong.level) == (Relation.CONTRADICTS, 0.0)
    assert s_right.level == 1.0 and s_right.relation == Relation.ENTAILS
    assert s_wrong.verifier == "embedded" and set(s_wrong.probs) == {"entailment", "neutral", "contradiction"}


def test_unrelated_span_is_not_support(verifier: EmbeddedNLIVerifier) -> None:
    claim = make_claim("Acme employs 1,200 people")
    s = verifier.verify([claim], [make_span("The hotel cap in Paris is 220 EUR per night.")])[0]
    assert s.level < 1.0 and s.relation != Relation.ENTAILS


def test_a_span_saying_nothing_of_the_askers_act_does_not_grant_it(verifier: EmbeddedNLIVerifier) -> None:
    # the model entails "I can carry over annual leave" from the rule for employees over 60 (0.91): boreal's "Can I
    # carry over annual leave?" was "Yes"
    claim = make_claim("I can carry over annual leave")
    s = verifier.verify([claim], [make_span("Employees over 60 receive one extra week of annual leave.")])[0]
    assert s.level < 1.0 and "carry over" in s.reason
    said = verifier.verify([claim], [make_span("Up to 5 unused annual leave days can be carried over.")])[0]
    assert said.level == 1.0


def test_open_slot_binds_the_name(verifier: EmbeddedNLIVerifier) -> None:
    text = "Acme's chief executive is Claire Dubois."
    claim = make_claim("The chief executive of Acme is {sq1}", slot="sq1")
    s = verifier.verify([claim], [make_span(text, "profile", start=40)])[0]
    assert s.binding is not None and s.binding.value == "Claire Dubois"
    assert (s.binding.start, s.binding.end) == (40 + text.index("Claire"), 40 + text.index("Claire") + 13)


def test_an_action_slot_binds_what_the_subject_does(verifier: EmbeddedNLIVerifier) -> None:
    text = "The scope guard still reads the whole input, so an instruction naming another tenant stops the question."
    claim = make_claim("the scope guard {sq1}", slot="sq1").model_copy(update={"answer_type": "action"})
    s = verifier.verify([claim], [make_span(text, "readme")])[0]
    assert s.level == 1.0 and s.binding is not None and s.binding.value == "still reads the whole input"
    other = verifier.verify([claim], [make_span("The planner reads the input sentence by sentence.", "readme")])[0]
    assert other.binding is None and other.level == 0.0


def test_a_table_row_is_read_under_its_column_names(verifier: EmbeddedNLIVerifier) -> None:
    from claimbound.claims.models import Document
    from claimbound.retrieval import split_spans

    text = ("| set | licence | raw | held-out pairs | weight |\n|---|---|---|---|---|\n"
            "| vitaminc | CC BY-SA 3.0 | 54668 | 524 | 2.0 |\n| cad_nli | Apache-2.0 | 11330 | 500 | 1.0 |\n"
            "| vitaminc_window | derived from vitaminc | - | 0 | 0.5 |\n")
    rows = [s for s in split_spans(Document(doc_id="card", text=text)) if s.table_header]
    cases = [("{sq1} is the licence of vitaminc", "licence", "CC BY-SA 3.0"),
             ("cad_nli has {sq1} held-out pairs", "count", "500"),
             ("{sq1} is the weight of vitaminc_window", "weight", "0.5")]
    for wording, answer_type, value in cases:
        claim = make_claim(wording, slot="sq1").model_copy(update={"answer_type": answer_type})
        best = max(verifier.verify([claim], rows), key=lambda s: (s.level, s.score))
        assert best.level == 1.0 and best.binding is not None and best.binding.value == value, wording


def test_auto_precision_takes_bf16_only_where_the_cpu_has_bf16_instructions(monkeypatch: pytest.MonkeyPatch) -> None:
    import torch

    from claimbound.verifier.embedded import bf16_supported

    monkeypatch.setattr(torch.backends.mkldnn, "is_available", lambda: True)
    monkeypatch.setattr(torch.ops.mkldnn, "_is_mkldnn_bf16_supported", lambda: True)  # oneDNN converts on AVX-512
    for avx512_bf16, amx, expected in ((False, False, False), (True, False, True), (False, True, True)):
        monkeypatch.setattr(torch.cpu, "_is_avx512_bf16_supported", lambda v=avx512_bf16: v)
        monkeypatch.setattr(torch.cpu, "_is_amx_tile_supported", lambda v=amx: v)
        assert bf16_supported() is expected
