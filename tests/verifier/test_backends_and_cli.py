from __future__ import annotations

import argparse
import json

import pytest
from dspy.utils import DummyLM

from claimbound.claims.models import Relation
from claimbound.claims.protocols import Verifier
from claimbound.errors import ConfigError, ModelError, UserInputError
from claimbound.verifier import (
    CrossEncoderVerifier,
    EmbeddedNLIVerifier,
    FakeVerifier,
    LexicalVerifier,
    LMJudgeVerifier,
    load_verifier,
)
from claimbound.verifier.commands import register
from tests.verifier.conftest import make_claim, make_span


def test_lm_judge_with_dummy_lm() -> None:
    lm = DummyLM([
        {"relation": "entails", "reason": "the span states the cap"},
        {"relation": "contradicts", "reason": "the span says 120"},
        {"relation": "partial", "reason": "only part"},
    ])
    v = LMJudgeVerifier(lm=lm, checks=False)
    claim = make_claim("The meal cap is 80 USD")
    spans = [make_span("The meal cap is 80 USD."), make_span("The meal cap is 120 USD."), make_span("A cap exists.")]
    out = v.verify([claim], spans)
    assert [(s.relation, s.level) for s in out] == [
        (Relation.ENTAILS, 1.0), (Relation.CONTRADICTS, 0.0), (Relation.NEUTRAL, 0.5)]
    assert out[1].reason.startswith("the span says 120")
    assert [name for name, _ in v.module.named_predictors()] == ["judge"]


def test_lm_judge_failure_raises_or_is_recorded() -> None:
    lm = DummyLM([{"relation": "maybe?", "reason": "unsure"}] * 10)
    with pytest.raises(ModelError, match="LM judge failed"):
        LMJudgeVerifier(lm=lm).verify([make_claim("x is y")], [make_span("x is y.")])
    out = LMJudgeVerifier(lm=lm, on_error="neutral").verify([make_claim("x is y")], [make_span("x is y.")])
    assert out[0].level == 0.0 and out[0].probs == {} and out[0].reason.startswith("lm_error:")


def test_a_failing_lm_judge_hands_over_to_the_fallback_verifier() -> None:
    from claimbound.claims import DocMetadata, Document, Principal
    from claimbound.pipeline import Pipeline, Settings
    from tests.answer.fakes import DocRetriever, MapPlanner, one_claim_plan

    docs = [Document(doc_id="m", title="m", text="The meal cap is 80 USD.", metadata=DocMetadata(tenant="acme"))]
    judge = LMJudgeVerifier(lm=DummyLM([{"relation": "maybe?", "reason": "unsure"}] * 50))
    pipe = Pipeline(DocRetriever(docs), MapPlanner(lambda q: one_claim_plan(q, "The meal cap is 80 USD")), judge,
                    fallback_verifier=LexicalVerifier(), settings=Settings(retry_backoff_s=0.0))
    answer, trace = pipe.ask_with_trace("What is the meal cap?", Principal(tenant="acme"))
    assert answer.status.value == "answered"
    verify = next(e for e in trace.events if e.kind == "verify")
    assert verify.outputs["verifier"] == "lexical" and "ModelError" in verify.outputs["errors"][0]


def test_fake_verifier_forms() -> None:
    c, s = make_claim("Acme is in Lyon"), make_span("Acme is in Lyon.")
    assert FakeVerifier().verify([c], [s])[0].level == 1.0
    assert FakeVerifier(lambda c, s: ("contradicts", 0.0)).verify([c], [s])[0].relation == Relation.CONTRADICTS
    with pytest.raises(ConfigError):
        FakeVerifier(lambda c, s: 0.7).verify([c], [s])


def test_all_backends_satisfy_the_protocol_and_load_lazily(tmp_path) -> None:  # type: ignore[no-untyped-def]
    for v in (EmbeddedNLIVerifier(), LexicalVerifier(), FakeVerifier(), CrossEncoderVerifier(str(tmp_path)),
              LMJudgeVerifier(lm=DummyLM([]))):
        assert isinstance(v, Verifier)
    assert EmbeddedNLIVerifier().model._model is None  # nothing loaded at construction


def test_load_verifier_names() -> None:
    assert isinstance(load_verifier("embedded"), EmbeddedNLIVerifier)
    assert isinstance(load_verifier("lexical"), LexicalVerifier)
    assert isinstance(load_verifier("cross-encoder/nli-deberta-v3-small"), CrossEncoderVerifier)
    lm = load_verifier("lm:openai/gpt-4o-mini")
    assert isinstance(lm, LMJudgeVerifier) and lm.name == "lm:openai/gpt-4o-mini"
    local = load_verifier("lm:openai/local", api_base="http://127.0.0.1:8080/v1", checks=False)
    assert local.lm.kwargs["api_base"] == "http://127.0.0.1:8080/v1" and local.lm.kwargs["api_key"]
    assert isinstance(local, LMJudgeVerifier) and local.checks is False  # the other kwargs still reach the judge
    for bad in ("", "nonsense", "lm:", "embedded:/nonexistent/model"):
        with pytest.raises(ConfigError):
            load_verifier(bad)
    from claimbound.verifier.embedded import default_model_dir

    own = load_verifier(f"embedded:{default_model_dir()}")
    assert isinstance(own, EmbeddedNLIVerifier) and own.model_dir == default_model_dir()


def test_cross_encoder_label_order_validation() -> None:
    with pytest.raises(ConfigError, match="unknown label"):
        CrossEncoderVerifier("x/y", label_order=["yes", "no", "maybe"])
    assert CrossEncoderVerifier("x/y", label_order=["contradiction", "entailment", "neutral"]).label_order == (
        "contradiction", "entailment", "neutral")


def run_cli(argv: list[str]) -> int:
    # the verify sub-command on its own parser (claimbound.cli.main wires the same register())
    parser = argparse.ArgumentParser(prog="claimbound")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return int(args.func(args))


def test_cli_verify_lexical_json(capsys: pytest.CaptureFixture[str]) -> None:
    rc = run_cli(["verify", "--claim", "The meal cap is 80 USD", "--evidence", "The meal cap is 120 USD.",
                  "--evidence", "The meal cap is 80 USD.", "--verifier", "lexical", "--json"])
    assert rc == 0
    data = json.loads(capsys.readouterr().out)
    assert data["level"] == 1.0
    assert data["supports"][0]["span"]["text"] == "The meal cap is 80 USD."
    assert data["supports"][1]["relation"] == "contradicts"
    assert data["conflicts"][0]["kind"] == "contradiction"


def test_cli_verify_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(["verify", "--claim", "{sq1} is the chief executive", "--slot", "sq1", "--evidence",
                    "Claire Dubois is the chief executive.", "--verifier", "lexical"]) == 0
    out = capsys.readouterr().out
    assert "sq1='Claire Dubois'" in out and "best level: 1.0" in out


def test_cli_verify_checks_where_a_claim_was_reported(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["verify", "--claim", "Sales of the film fell", "--evidence", "Sales of the film fell.", "--evidence",
            "Sales of the film fell.", "--verifier", "lexical", "--reported-in", "the Fortune article", "--json"]
    assert run_cli([*argv, "--source", "Fortune", "--source", "Business Line"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [s["level"] for s in data["supports"]] == [1.0, 0.5] and "source:" in data["supports"][1]["reason"]
    with pytest.raises(UserInputError, match="one per --evidence"):
        run_cli([*argv, "--source", "Fortune", "--source", "Fortune", "--source", "Fortune"])


def test_cli_errors() -> None:
    with pytest.raises(UserInputError, match="--claim is empty"):
        run_cli(["verify", "--claim", " ", "--evidence", "x"])
    with pytest.raises(ConfigError, match="unknown verifier"):
        run_cli(["verify", "--claim", "a b", "--evidence", "x", "--verifier", "nope"])


def test_missing_model_folder_names_the_fix(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from claimbound.errors import ModelError

    v = EmbeddedNLIVerifier(model_dir=tmp_path)
    with pytest.raises(ModelError, match="train_nli.py"):
        v.verify([make_claim("a b c")], [make_span("a b c")])
