"""The e2e checks themselves can fail: `e2e_support` must reject every way a quick-fix could spoil
a catalog, and accept a correct edit. Run with pytest (no server needed)."""
import json

import e2e_support as support


def edited(transform):
    """The fixture catalog after `transform(parsed)`, written in Xcode's layout."""
    catalog = json.loads(support.original_catalog())
    transform(catalog)
    return support.xcode_layout(catalog).encode("utf-8")


def add_entry(catalog):
    catalog["strings"][support.MISSING_KEY] = {}


def test_fixture_catalog_is_in_xcode_layout():
    assert support.layout_problems(support.original_catalog()) == []


def test_accepts_the_added_entry():
    assert support.catalog_problems(support.original_catalog(), edited(add_entry)) == []


def test_rejects_a_final_newline():
    problems = support.catalog_problems(support.original_catalog(), edited(add_entry) + b"\n")
    assert problems == ["ends with a newline (Xcode writes none)"]


def test_rejects_keys_out_of_xcode_order():
    catalog = json.loads(support.original_catalog())
    catalog["strings"][support.MISSING_KEY] = {"comment": "Button title"}

    def dump(value, sort):
        return json.dumps(value, indent=2, separators=(",", " : "), ensure_ascii=False, sort_keys=sort).encode()
    # With these ASCII keys and no empty objects, sorted output is exactly Xcode's layout ...
    assert support.catalog_problems(support.original_catalog(), dump(catalog, True)) == []
    # ... and the same content in another key order is not.
    reordered = {key: catalog[key] for key in reversed(list(catalog))}
    problems = support.catalog_problems(support.original_catalog(), dump(reordered, False))
    assert any("layout" in p for p in problems), problems


def test_rejects_four_space_indentation_and_escaped_non_ascii():
    catalog = json.loads(edited(add_entry))
    assert support.catalog_problems(support.original_catalog(), json.dumps(catalog, indent=4).encode())
    escaped = json.dumps(catalog, indent=2, separators=(",", " : "), sort_keys=True).encode()
    assert support.catalog_problems(support.original_catalog(), escaped)  # \u00fc instead of ü


def test_rejects_a_changed_translation():
    def change(catalog):
        add_entry(catalog)
        catalog["strings"]["Welcome back"]["localizations"]["de"]["stringUnit"]["value"] = "Hallo"
    problems = support.catalog_problems(support.original_catalog(), edited(change))
    assert any("rest of the catalog changed" in p for p in problems), problems


def test_rejects_a_missing_entry_and_invalid_json():
    assert support.catalog_problems(support.original_catalog(), support.original_catalog())
    assert support.catalog_problems(support.original_catalog(), b'{"strings": ')[0].startswith("not valid")


def test_verify_fails_an_empty_report(tmp_path):
    root = tmp_path / "App"
    support.prepare(str(root))
    results = dict(support.verify({}, str(root), support.original_catalog()))
    assert all(problem is not None for problem in results.values()), results


def test_positions_come_from_the_fixture(tmp_path):
    root = tmp_path / "App"
    positions = support.prepare(str(root))
    lines = (root / support.SWIFT_FILE).read_text().split("\n")
    assert lines[positions["E2E_FIX_LINE"]][positions["E2E_FIX_CHAR"] - 2:positions["E2E_FIX_END"]] == '"Sign out"'
    assert "Welcome back" in lines[positions["E2E_HOVER_LINE"]]


def test_normalizer_cross_check_runs_only_with_a_tool(tmp_path):
    spoilt = tmp_path / "Localizable.xcstrings"
    spoilt.write_bytes(edited(add_entry) + b"\n")
    assert support.normalizer_problems(str(spoilt), tool=str(tmp_path / "absent")) == []
    fake = tmp_path / "swift-l10n"
    fake.write_text("#!/bin/sh\nexit 1\n")
    fake.chmod(0o755)
    assert support.normalizer_problems(str(spoilt), tool=str(fake))
