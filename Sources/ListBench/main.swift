print("ListBench: placeholder")
