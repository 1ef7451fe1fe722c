"""Export a verifier model folder to int8 ONNX (``model.int8.onnx``) and check it against torch fp32.

    .venv/bin/python scripts/export_onnx.py --model-dir claimbound/verifier/model
    .venv/bin/python scripts/export_onnx.py --model-dir /tmp/m --fp32-ffn-out-layers 0   # quantise every layer

Writes ``DIR/model.int8.onnx`` (renamed into place only when the check passes) and ``DIR/onnx.json`` (agreement,
versions, quantisation settings). Exits 1 when argmax agreement with torch fp32 is below ``--min-agreement``.
Needs ``onnx`` (``pip install -e ".[train]"``); see claimbound/verifier/onnx_export.py for the steps.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from claimbound.errors import ClaimboundError  # noqa: E402
from claimbound.verifier.onnx_export import REPORT_FILE, QuantSettings, export_and_check  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model-dir", type=Path, required=True, help="folder with config.json, model.safetensors, tokenizer")
    ap.add_argument("--weight-type", choices=["qint8", "quint8"], default="qint8")
    ap.add_argument("--per-tensor", action="store_true", help="one weight scale per tensor (default: per channel)")
    ap.add_argument("--fp32-ffn-out-layers", type=int, default=QuantSettings.fp32_ffn_out_layers,
                    help="keep the FFN output projection fp32 in the first N layers (default 1; 0 = all int8; "
                         "more = closer to fp32, slower)")
    ap.add_argument("--no-fuse", action="store_true", help="skip ONNX Runtime's BERT fusions")
    ap.add_argument("--reduce-range", action=argparse.BooleanOptionalAction, default=QuantSettings.reduce_range,
                    help="7-bit weights: no saturation on CPUs without VNNI (AVX2 only)")
    ap.add_argument("--min-agreement", type=float, default=0.95)
    ap.add_argument("--pairs", type=int, default=300, help="agreement sample size (half SICK test, half ANLI dev)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args(argv)

    settings = QuantSettings(weight_type=args.weight_type, per_channel=not args.per_tensor, fuse=not args.no_fuse,
                             fp32_ffn_out_layers=args.fp32_ffn_out_layers, reduce_range=args.reduce_range)
    try:
        report = export_and_check(args.model_dir, settings=settings, min_agreement=args.min_agreement,
                                  threads=args.threads, seed=args.seed, n_pairs=args.pairs)
    except ClaimboundError as exc:
        print(f"export_onnx: {exc}", file=sys.stderr)
        return 1
    a, q = report["agreement"], report["quantization"]
    for name, s in a["per_set"].items():
        print(f"  {name:10s} n={s['n']:4d} agreement={s['agreement']:.3f} max|dp|={s['max_abs_prob_diff']:.3f}")
    print(f"argmax agreement {a['agreement']:.3f} on {a['n']} pairs; max |prob diff| {a['max_abs_prob_diff']:.3f}, "
          f"mean {a['mean_abs_prob_diff']:.4f}")
    print(f"wrote {args.model_dir / report['file']} ({q['bytes'] / 1e6:.1f} MB; fused {q['fused_ops']}; "
          f"{len(q['fp32_nodes'])} MatMul kept fp32) and {args.model_dir / REPORT_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
