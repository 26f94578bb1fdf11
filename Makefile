# Kiln's two commands:  `make run` (build and start Kiln)   `make test` (build and run every test).
# Both install what is missing first (scripts/ensure-deps). ARGS passes arguments to kiln:
#   make run ARGS="run Examples/Checklists.swift"
SWIFT ?= swift
ARGS ?=
CONFIG ?= debug
FUZZER ?= bplist
FUZZ_SECONDS ?= 60

.PHONY: run build test deps bench fuzz clean

deps:
	@scripts/ensure-deps

build: deps
	$(SWIFT) build -c $(CONFIG) --product kiln

run: build
	@$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/kiln $(ARGS)

test: deps
	@scripts/ensure-test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Speed and memory targets, in a release build; each prints its ratio against its anchor.
# ARGS=archive, interpreter, checker, startup, lessons, repl or shapes runs one suite (the first release build takes ~10 minutes).
bench: deps
	$(SWIFT) build -c release --product kiln-bench
	$(SWIFT) build -c release --product kiln
	$$($(SWIFT) build -c release --show-bin-path)/kiln-bench $(ARGS)

# libFuzzer on a decoder (FUZZER = bplist | xml | keyed), seeded with ../shared's fixtures;
# FUZZER=scripts breaks the test programs at random and runs them (Kiln must never crash or hang).
fuzz: deps
ifeq ($(FUZZER),scripts)
	$(SWIFT) build -c release --product kiln
	@scripts/fuzz-scripts $$($(SWIFT) build -c release --show-bin-path)/kiln $(FUZZ_SECONDS)
else
	@scripts/fuzz $(FUZZER) $(FUZZ_SECONDS)
endif

clean:
	rm -rf .build Fuzz/out
