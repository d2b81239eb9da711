// The C library, imported here once for the whole core, in swift-system's manner: no other file
// of ListCore imports Glibc, Musl or Darwin; each calls the `system_`-named wrapper below for
// what it needs (a few math functions, the processor count, a short sleep). A platform without
// one of these C libraries fails to build here, with the reason.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("ListCore needs a C library for its math functions and sysconf: Glibc, Musl or Darwin")
#endif

/// e raised to `x` (C's `exp`).
@inline(__always) func system_exp(_ x: Double) -> Double { exp(x) }

/// The natural logarithm of `x` (C's `log`).
@inline(__always) func system_log(_ x: Double) -> Double { log(x) }

/// `x` raised to `y` (C's `pow`).
@inline(__always) func system_pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }

/// The sine of `x` radians (C's `sin`).
@inline(__always) func system_sin(_ x: Double) -> Double { sin(x) }

/// The cosine of `x` radians (C's `cos`).
@inline(__always) func system_cos(_ x: Double) -> Double { cos(x) }

/// The hyperbolic sine of `x` (C's `sinh`).
@inline(__always) func system_sinh(_ x: Double) -> Double { sinh(x) }

/// The hyperbolic cosine of `x` (C's `cosh`).
@inline(__always) func system_cosh(_ x: Double) -> Double { cosh(x) }

/// The processors online (`sysconf(_SC_NPROCESSORS_ONLN)`; at least 1).
func system_processorsOnline() -> Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

/// Sleeps the calling thread for `microseconds` (C's `usleep`).
func system_sleep(microseconds: UInt32) { _ = usleep(microseconds) }
