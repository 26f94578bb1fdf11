n = 80000  # small: 600
# Strings as sequences: [::-1], lower(), replace(), ==, and startswith().
phrases = ["Never odd or even", "Step on no pets", "Kiln runs Swift", "Was it a car or a cat I saw",
           "Madam Im Adam", "Swift is fun", "No lemon no melon", "Hello world"]
palindromes = 0
letters = 0
prefixed = 0
for i in range(n):
    phrase = phrases[i % len(phrases)] + (" x" if i % 5 == 0 else "")
    cleaned = phrase.lower().replace(" ", "")
    letters += len(cleaned)
    if cleaned == cleaned[::-1]:
        palindromes += 1
    if phrase.startswith("S"):
        prefixed += 1
print(f"{palindromes} palindromes, {letters} letters, {prefixed} starting with S")
