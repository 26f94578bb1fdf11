n = 6000  # small: 30
# Loops over a string's characters: in, comparisons, isupper(), ord().
sentence = "The Quick brown Fox jumps over the lazy Dog while the App saves its state. "
text = sentence * n
vowels = 0
spaces = 0
upper = 0
checksum = 0
for ch in text:
    if ch in "aeiou":
        vowels += 1
    elif ch == " ":
        spaces += 1
    elif ch.isupper():
        upper += 1
    checksum = (checksum * 31 + ord(ch)) % 1_000_007
print(f"{len(text)} characters: {vowels} vowels, {spaces} spaces, {upper} capitals, checksum {checksum}")
