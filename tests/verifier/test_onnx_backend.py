"""The ONNX Runtime int8 backend: a tiny random BERT classifier exported to int8 scores like its torch original;
``auto`` picks it only when the file and onnxruntime are there; missing or stale files fail with the fix named."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import pytest

from claimbound.errors import ConfigError, ModelError
from claimbound.verifier import EmbeddedNLIVerifier, default_model_dir
from claimbound.verifier.base import LABELS
from claimbound.verifier.embedded import OnnxNLIModel, TorchNLIModel

PAIRS = [
    ("A man is playing a guitar on stage.", "A man is playing an instrument."),
    ("Two dogs run across a snowy field near the old barn while the farmer watches.", "The dogs are asleep."),
    ("Acme's headquarters is in Lyon.", "Acme is headquartered in Paris, the capital of France."),
    ("The meal cap is 80 USD per day for staff travelling abroad on company business.", "The cap is 80 USD."),
    ("Rain.", "It is sunny."),
    ("The committee approved the budget after a long debate that lasted until midnight.", "The budget passed."),
]


def _copy(src: Path, dest: Path, skip: tuple[str, ...] = ()) -> Path:
    dest.mkdir(parents=True)
    for f in src.iterdir():
        if f.is_file() and f.name not in skip:
            shutil.copy(f, dest / f.name)
    return dest


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A randomly initialised 2-layer BERT classifier (hidden 32) with the shipped tokenizer; labels in an order
    other than LABELS so the column mapping is exercised."""
    torch = pytest.importorskip("torch")
    from transformers import BertConfig, BertForSequenceClassification

    d = tmp_path_factory.mktemp("tiny_nli")
    for name in ("tokenizer.json", "tokenizer_config.json"):
        shutil.copy(default_model_dir() / name, d / name)
    id2label = {0: "contradiction", 1: "entailment", 2: "neutral"}
    config = BertConfig(vocab_size=30522, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                        intermediate_size=64, max_position_embeddings=128, initializer_range=0.2, id2label=id2label,
                        label2id={v: k for k, v in id2label.items()})
    torch.manual_seed(0)
    BertForSequenceClassification(config).eval().save_pretrained(str(d))
    return d


@pytest.fixture(scope="module")
def exported(tiny_model: Path) -> Path:
    pytest.importorskip("onnx")
    pytest.importorskip("onnxruntime")
    from claimbound.verifier.onnx_export import QuantSettings, export_and_check

    # 7-bit weights: 8-bit ones saturate on CPUs without VNNI (AVX2 only), where this random model's near ties then
    # flip (max |prob diff| 0.12 and 4 of 6 labels on an AMD EPYC with AVX2; 0.03 and 6 of 6 with reduce_range)
    export_and_check(tiny_model, pairs={"tiny": PAIRS}, min_agreement=0.5, threads=1,
                     settings=QuantSettings(reduce_range=True))
    return tiny_model


def test_export_writes_the_model_and_a_report(exported: Path) -> None:
    assert (exported / "model.int8.onnx").is_file()
    assert not [p.name for p in exported.iterdir() if ".tmp-" in p.name]
    report = json.loads((exported / "onnx.json").read_text())
    assert report["versions"]["onnxruntime"] != "missing"
    assert report["quantization"]["settings"]["per_channel"] is True
    assert report["quantization"]["settings"]["reduce_range"] is True
    assert report["quantization"]["fp32_nodes"] == ["/bert/encoder/layer.0/output/dense/MatMul"]
    assert report["quantization"]["fused_ops"].get("Attention") == 2
    assert report["agreement"]["n"] == len(PAIRS) and report["agreement"]["passed"] is True
    assert 0 <= report["agreement"]["max_abs_prob_diff"] < 1


def test_onnx_and_torch_agree(exported: Path) -> None:
    prem, hyp = [p for p, _ in PAIRS], [h for _, h in PAIRS]
    torch_probs = TorchNLIModel(exported, batch_size=4, threads=1, precision="fp32").predict(prem, hyp)
    onnx_model = OnnxNLIModel(exported, batch_size=4, threads=1)
    onnx_probs = onnx_model.predict(prem, hyp)
    assert onnx_model.threads == 1 and onnx_model._session.get_session_options().intra_op_num_threads == 1
    for t, o in zip(torch_probs, onnx_probs, strict=True):
        assert tuple(o) == LABELS and abs(sum(o.values()) - 1) < 1e-5
        assert max(abs(t[k] - o[k]) for k in LABELS) < 0.1, (t, o)
    assert sum(max(LABELS, key=t.__getitem__) == max(LABELS, key=o.__getitem__)
               for t, o in zip(torch_probs, onnx_probs, strict=True)) >= len(PAIRS) - 1
    # one pair per batch (no padding): activation scales are per batch, so results move a little, not more
    onnx_model.batch_size = 1
    single = onnx_model.predict(prem, hyp)
    assert max(abs(t[k] - o[k]) for t, o in zip(torch_probs, single, strict=True) for k in LABELS) < 0.1


def test_auto_prefers_onnx_only_when_the_file_is_there(exported: Path, tmp_path: Path) -> None:
    v = EmbeddedNLIVerifier(exported, threads=1)
    assert isinstance(v.model, OnnxNLIModel) and v.model.threads == 1
    v.model.batch_size = 2  # what benchmarks/verifier.py does
    assert len(v.score_pairs(["Rain."], ["It rains."])) == 1
    assert isinstance(EmbeddedNLIVerifier(exported, precision="fp32").model, TorchNLIModel)
    assert isinstance(EmbeddedNLIVerifier(exported, precision="bf16").model, TorchNLIModel)
    plain = _copy(exported, tmp_path / "plain", skip=("model.int8.onnx",))
    torch_v = EmbeddedNLIVerifier(plain)
    assert isinstance(torch_v.model, TorchNLIModel) and torch_v.model.precision == "auto"
    torch_v.model.batch_size = 2
    assert len(torch_v.score_pairs(["Rain."], ["It rains."])) == 1


def test_onnx_int8_without_the_file_names_the_export_command(tmp_path: Path) -> None:
    shutil.copy(default_model_dir() / "config.json", tmp_path / "config.json")
    v = EmbeddedNLIVerifier(tmp_path, precision="onnx-int8")
    assert isinstance(v.model, OnnxNLIModel)
    with pytest.raises(ModelError, match=r"python scripts/export_onnx\.py --model-dir"):
        v.warm_up()


def test_onnx_int8_without_onnxruntime_names_the_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copy(default_model_dir() / "config.json", tmp_path / "config.json")
    (tmp_path / "model.int8.onnx").write_bytes(b"")
    monkeypatch.setitem(sys.modules, "onnxruntime", None)  # import fails, find_spec says "not installed"
    assert isinstance(EmbeddedNLIVerifier(tmp_path).model, TorchNLIModel)  # auto falls back to torch
    with pytest.raises(ModelError, match="pip install onnxruntime"):
        EmbeddedNLIVerifier(tmp_path, precision="onnx-int8").warm_up()


def test_stale_onnx_file_is_refused(exported: Path, tmp_path: Path) -> None:
    stale = _copy(exported, tmp_path / "stale")
    report = json.loads((stale / "onnx.json").read_text())
    report["source_sha256"] = "0" * 64
    (stale / "onnx.json").write_text(json.dumps(report))
    with pytest.raises(ModelError, match="different model.safetensors.*export_onnx"):
        EmbeddedNLIVerifier(stale).warm_up()


def test_failed_agreement_installs_nothing(exported: Path, tmp_path: Path) -> None:
    from claimbound.verifier.onnx_export import export_and_check

    d = _copy(exported, tmp_path / "strict")
    with pytest.raises(ModelError, match="not installed"):
        export_and_check(d, pairs={"tiny": PAIRS}, min_agreement=1.01, threads=1)
    assert not (d / "model.int8.onnx").exists()  # the older export is removed too: auto must not pick it
    assert not [p.name for p in d.iterdir() if ".tmp-" in p.name]
    assert json.loads((d / "onnx.json").read_text())["agreement"]["passed"] is False
    assert isinstance(EmbeddedNLIVerifier(d).model, TorchNLIModel)


def test_unknown_precision_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="onnx-int8"):
        EmbeddedNLIVerifier(precision="int4")  # type: ignore[arg-type]


def test_export_works_with_a_relative_model_folder(exported: Path, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from claimbound.verifier.onnx_export import export_and_check

    copy = _copy(exported, tmp_path / "rel", skip=("model.int8.onnx", "onnx.json"))
    monkeypatch.chdir(tmp_path)
    export_and_check(Path("rel"), pairs={"tiny": PAIRS}, min_agreement=0.5, threads=1)
    assert (copy / "model.int8.onnx").is_file()
