"""Hostile but plausible CSV data (issue 20): fields with long unbroken words, megabyte
paragraphs, thousands of lines, NULs and other control characters, and mixed scripts (right-to-left,
CJK, Indic, combining marks, emoji sequences). Used by soak.py --hostile and the hostile-input tests."""
import os
import random

SCRIPTS = [
    "Zürich Ærøskøbing Łódź", "القاهرة الإسكندرية", "ירושלים תל אביב", "東京都 大阪市 名古屋", "서울특별시 부산광역시",
    "मुंबई दिल्ली कोलकाता", "กรุงเทพมหานคร", "Ελληνικά Αθήνα", "Москва Санкт-Петербург", "👨‍👩‍👧‍👦 🇳🇴 👍🏽 e\u0301",
]


def hostile_description(rng, index):
    kind = index % 8
    if kind == 0:
        return "x" * rng.choice([1024, 4096, 16384, 65536])                      # an unbroken word
    if kind == 1 and index % 80 == 1:
        return ("lorem ipsum dolor sit amet " * 40000)[: 1 << 20]                 # a megabyte paragraph
    if kind == 2:
        return "\n".join(f"Line {i} {rng.choice(SCRIPTS)}" for i in range(rng.choice([200, 2000])))
    if kind == 3:
        return "before\0after\x01\x7f tab\there \0" + rng.choice(SCRIPTS)          # control characters
    if kind == 4:
        return " ".join(rng.choice(SCRIPTS) for _ in range(rng.randint(20, 400)))  # mixed scripts
    if kind == 5:
        return rng.choice(SCRIPTS).replace(" ", "") * rng.randint(50, 500)         # unbroken non-Latin
    if kind == 6:
        return "e" + "\u0301" * rng.randint(100, 3000)                              # a letter with many marks
    return f"A short description {index}."


def write_hostile_csv(folder, rows=240, seed=20):
    """Writes hostile.csv in `folder` and returns its path (under 8 MB: it loads before the window)."""
    rng = random.Random(seed)
    path = os.path.join(folder, "hostile.csv")
    with open(path, "wb") as f:
        f.write(b"name,population,description\n")
        for index in range(rows):
            name = f"{rng.choice(SCRIPTS).split()[0]} {index}" + ("\0nul" if index % 17 == 0 else "")
            population = rng.choice([f"{rng.randint(1, 9)},{rng.randint(100, 999)},{rng.randint(100, 999)}",
                                     f"{rng.randint(10, 999)},{rng.randint(100, 999)}.5", str(rng.randint(1, 99))])
            description = hostile_description(rng, index).replace('"', '""')
            f.write(f'"{name}","{population}","{description}"\n'.encode())
    return path
