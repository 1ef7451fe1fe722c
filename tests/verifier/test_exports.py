from __future__ import annotations

import claimbound.verifier as verifier


def test_public_api_is_small_and_importable() -> None:
    assert sorted(verifier.__all__) == sorted([
        "CheckFinding", "CrossEncoderVerifier", "EmbeddedNLIVerifier", "FakeVerifier", "LMJudgeVerifier",
        "LexicalVerifier", "PairVerifier", "Thresholds", "build_tables", "default_model_dir", "judge",
        "is_role", "load_verifier", "names_one_holder", "run_checks", "slot_candidates", "split_atomic",
    ])
    for name in verifier.__all__:
        assert getattr(verifier, name) is not None
