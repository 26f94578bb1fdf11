n = 40000  # small: 500
# sorted() with key functions over objects: two keys, a lambda, and list.sort(reverse=True).
class Student:
    def __init__(self, name, grade, age):
        self.name = name
        self.grade = grade
        self.age = age

students = []
seed = 99
for i in range(n):
    seed = (seed * 1103515245 + 12345) % 2147483648
    students.append(Student(f"s{i}", seed % 101, 10 + seed % 9))
by_grade = sorted(students, key=lambda s: (-s.grade, s.name))
by_age = sorted(students, key=lambda s: s.age)
names = [s.name for s in students]
names.sort(reverse=True)
checksum = 0
for index, student in enumerate(by_grade):
    checksum = (checksum + index * student.grade) % 1_000_000_007
age_sum = 0
for index, student in enumerate(by_age):
    age_sum = (age_sum + index * student.age) % 1_000_000_007
print(f"top {by_grade[0].name} {by_grade[0].grade}, checksum {checksum}, ages {age_sum}, last name {names[0]}")
