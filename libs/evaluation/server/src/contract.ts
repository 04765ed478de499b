// The supplier performance domain's contract with other domains' server code (issue #17). Nothing yet:
// the latest published grade per supplier (order creation warning, issue #17 item 7) will come here.
export {};
