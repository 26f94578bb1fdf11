# Kiln's two commands:  `make run` (build and start Kiln)   `make test` (build and run every test).
# Both install what is missing first (scripts/ensure-deps). ARGS passes arguments to kiln:
#   make run ARGS="run Examples/Checklists.swift"
SWIFT ?= swift
ARGS ?=
CONFIG ?= debug
FUZZER ?= bplist
FUZZ_SECONDS ?= 60
# Release builds link the Swift runtime and Foundation into `kiln` on Linux: every `kiln` process
# (each `kiln check`, each graded submission) then starts without the dynamic loader finding and
# binding thousands of their symbols — a fifth of `print("hi")`'s CPU time. (macOS ships them.)
RELEASE_FLAGS ?= $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
CONFIG_FLAGS = $(if $(filter release,$(CONFIG)),$(RELEASE_FLAGS),)

.PHONY: run build test deps bench fuzz clean

deps:
	@scripts/ensure-deps

build: deps
	$(SWIFT) build -c $(CONFIG) $(CONFIG_FLAGS) --product kiln

run: build
	@$$($(SWIFT) build -c $(CONFIG) $(CONFIG_FLAGS) --show-bin-path)/kiln $(ARGS)

test: deps
	@scripts/ensure-test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Speed and memory targets, in a release build; each prints its ratio against its anchor.
# ARGS=archive, interpreter, checker, startup, lessons, repl or shapes runs one suite (the first release build takes ~10 minutes).
bench: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product kiln-bench
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product kiln
	$$($(SWIFT) build -c release $(RELEASE_FLAGS) --show-bin-path)/kiln-bench $(ARGS)

# libFuzzer on a decoder (FUZZER = bplist | xml | keyed), seeded with ../shared's fixtures;
# FUZZER=scripts breaks the test programs at random and runs them (Kiln must never crash or hang).
fuzz: deps
ifeq ($(FUZZER),scripts)
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product kiln
	@scripts/fuzz-scripts $$($(SWIFT) build -c release $(RELEASE_FLAGS) --show-bin-path)/kiln $(FUZZ_SECONDS)
else
	@scripts/fuzz $(FUZZER) $(FUZZ_SECONDS)
endif

clean:
	rm -rf .build Fuzz/out
