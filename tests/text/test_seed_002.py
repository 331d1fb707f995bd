"""The spec version's instructions against seed 002's own instruction text.

The seed gives the text as Markdown: code blocks, printed line for line, and paragraphs,
which the game wraps to 80 columns.  One slip in the seed's text is put right, and listed.
"""

from __future__ import annotations

from wumpus.engine.rules.spec import INSTRUCTIONS

from ..seeds import seed_text

#: the seed's slips the game puts right: (as the seed has it, as the game prints it)
SLIPS = [('If you print "don\'t know what a', "If you don't know what a")]


def instruction_text() -> str:
    """Seed 002 from 'Instruction text:' to the last warning, its slips put right."""
    text = seed_text(2)
    start = text.index("Instruction text:\n") + len("Instruction text:\n")
    end = text.index('Pit : "I feel a draft!"') + len('Pit : "I feel a draft!"')
    part = text[start:end]
    for slip, meant in SLIPS:
        assert slip in part, f"seed 002 no longer reads {slip!r}: drop it from the list"
        part = part.replace(slip, meant)
    return part


def blocks(text: str) -> list[tuple[str, str]]:
    """The text's parts in order: ("code", lines as printed) and ("prose", words)."""
    parts: list[tuple[str, str]] = []
    code = False
    prose: list[str] = []
    lines: list[str] = []
    for line in text.splitlines():
        if line.strip() == "```":
            if code:
                parts.append(("code", "\n".join(lines)))
                lines = []
            elif prose:
                parts.append(("prose", " ".join(prose)))
                prose = []
            code = not code
        elif code:
            lines.append(line)
        elif line.strip():
            prose.extend(line.split())
        elif prose:
            parts.append(("prose", " ".join(prose)))
            prose = []
    if prose:
        parts.append(("prose", " ".join(prose)))
    return parts


def test_the_instructions_are_the_seeds_words_in_its_order():
    words = " ".join(INSTRUCTIONS.split())
    note = words.index("(These are the classic words.")  # the version's own note follows the seed's words
    assert words[:note].strip() == " ".join(" ".join(part.split()) for _, part in blocks(instruction_text()))


def test_the_seeds_code_blocks_are_printed_line_for_line():
    code = [part for kind, part in blocks(instruction_text()) if kind == "code"]
    assert len(code) == 4
    for part in code:
        assert f"\n{part}\n" in f"\n{INSTRUCTIONS}"
