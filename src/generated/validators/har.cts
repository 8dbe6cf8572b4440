// Generated from schemas/har.schema.json by scripts/generate-types.mjs (Ajv standalone code). Do not edit by hand.
// @ts-nocheck
"use strict";
exports.root = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://stringent.dev/schemas/har.schema.json","title":"Har","description":"An HTTP Archive (HAR 1.2, http://www.softwareishard.com/blog/har-12-spec/) as stringent reads and writes it. Reading asks only for what a replay needs (an entry's request method and URL, its answer's status, headers as name and value); every other HAR field is optional here, and other fields are allowed. Recordings stringent writes carry every field HAR 1.2 requires (the tests check them against the published HAR schema).","type":"object","required":["log"],"properties":{"log":{"title":"HarLog","type":"object","required":["entries"],"properties":{"version":{"type":"string"},"creator":{"title":"HarCreator","type":"object","properties":{"name":{"type":"string"},"version":{"type":"string"},"comment":{"type":"string"}}},"pages":{"type":"array"},"entries":{"type":"array","items":{"$ref":"#/$defs/entry"}},"comment":{"type":"string"},"_stringent":{"title":"HarRecordingInfo","type":"object","description":"Custom field of recordings stringent writes: the base URL that was checked, and the recording format (check --resume continues only a recording of its own format).","required":["baseUrl"],"properties":{"baseUrl":{"type":"string"},"format":{"type":"integer","minimum":1,"description":"Version of stringent's recording format: one entry a line, runs listed after the entries. Absent in recordings of kits before 0.1 that cannot be resumed."}}},"_stringentRuns":{"type":"array","description":"Custom field of recordings stringent writes, after the entries: each run that wrote entries (check --resume appends a run).","items":{"title":"HarRun","type":"object","required":["startedDateTime","version","entries"],"properties":{"startedDateTime":{"type":"string"},"version":{"type":"string","description":"The kit's version."},"entries":{"type":"integer","minimum":0,"description":"Entries this run added."},"reused":{"type":"integer","minimum":0,"description":"Recorded answers this run used instead of requesting them again."}}}}}}},"$defs":{"header":{"title":"HarHeader","description":"A header, a query parameter or a cookie: name and value.","type":"object","required":["name","value"],"properties":{"name":{"type":"string"},"value":{"type":"string"},"comment":{"type":"string"}}},"entry":{"title":"HarEntry","type":"object","required":["request","response"],"properties":{"pageref":{"type":"string"},"comment":{"type":"string"},"startedDateTime":{"type":"string"},"time":{"type":"number"},"request":{"title":"HarRequest","type":"object","required":["method","url"],"properties":{"method":{"type":"string"},"url":{"type":"string"},"httpVersion":{"type":"string"},"cookies":{"type":"array"},"headers":{"type":"array","items":{"$ref":"#/$defs/header"}},"queryString":{"type":"array","items":{"$ref":"#/$defs/header"}},"postData":{"title":"HarPostData","type":"object","properties":{"mimeType":{"type":"string"},"text":{"type":"string"},"params":{"type":"array"}}},"headersSize":{"type":"integer"},"bodySize":{"type":"integer"}}},"response":{"title":"HarResponse","type":"object","required":["status"],"properties":{"status":{"type":"integer"},"statusText":{"type":"string"},"httpVersion":{"type":"string"},"cookies":{"type":"array"},"headers":{"type":"array","items":{"$ref":"#/$defs/header"}},"content":{"title":"HarContent","type":"object","properties":{"size":{"type":"integer"},"compression":{"type":"integer"},"mimeType":{"type":"string"},"text":{"type":"string","description":"The body, decoded from any Content-Encoding; in base64 when encoding says so."},"encoding":{"type":"string","description":"How text is encoded (base64), when it is not plain text."}}},"redirectURL":{"type":"string"},"headersSize":{"type":"integer"},"bodySize":{"type":"integer"},"_error":{"type":["string","null"],"description":"Custom field (Chrome and stringent): why no answer arrived (status 0)."}}},"cache":{"description":"Ignored."},"timings":{"title":"HarTimings","type":"object","properties":{"blocked":{"type":"number"},"dns":{"type":"number"},"connect":{"type":"number"},"ssl":{"type":"number"},"send":{"type":"number"},"wait":{"type":"number"},"receive":{"type":"number"}}},"_stringent":{"title":"HarEntryInfo","type":"object","description":"Custom field of recordings stringent writes: why the kit sent the request, and the kit's error when no usable answer arrived.","properties":{"purpose":{"$ref":"exchange.schema.json#/properties/purpose"},"error":{"$ref":"exchange.schema.json#/properties/error"},"headBodyBytes":{"type":"integer","minimum":1,"description":"Bytes the server sent after a HEAD answer's headers (a HEAD must have none); replayed as that many bytes."},"attempts":{"type":"integer","minimum":1,"description":"Which attempt of the request this entry is, when it was sent more than once."},"superseded":{"type":"boolean","const":true,"description":"An attempt that was sent again (a 429, a 5xx, a broken connection): replay and resume use the last entry of the request that is not superseded."}}}}}}};
const schema32 = {"title":"HarEntry","type":"object","required":["request","response"],"properties":{"pageref":{"type":"string"},"comment":{"type":"string"},"startedDateTime":{"type":"string"},"time":{"type":"number"},"request":{"title":"HarRequest","type":"object","required":["method","url"],"properties":{"method":{"type":"string"},"url":{"type":"string"},"httpVersion":{"type":"string"},"cookies":{"type":"array"},"headers":{"type":"array","items":{"$ref":"#/$defs/header"}},"queryString":{"type":"array","items":{"$ref":"#/$defs/header"}},"postData":{"title":"HarPostData","type":"object","properties":{"mimeType":{"type":"string"},"text":{"type":"string"},"params":{"type":"array"}}},"headersSize":{"type":"integer"},"bodySize":{"type":"integer"}}},"response":{"title":"HarResponse","type":"object","required":["status"],"properties":{"status":{"type":"integer"},"statusText":{"type":"string"},"httpVersion":{"type":"string"},"cookies":{"type":"array"},"headers":{"type":"array","items":{"$ref":"#/$defs/header"}},"content":{"title":"HarContent","type":"object","properties":{"size":{"type":"integer"},"compression":{"type":"integer"},"mimeType":{"type":"string"},"text":{"type":"string","description":"The body, decoded from any Content-Encoding; in base64 when encoding says so."},"encoding":{"type":"string","description":"How text is encoded (base64), when it is not plain text."}}},"redirectURL":{"type":"string"},"headersSize":{"type":"integer"},"bodySize":{"type":"integer"},"_error":{"type":["string","null"],"description":"Custom field (Chrome and stringent): why no answer arrived (status 0)."}}},"cache":{"description":"Ignored."},"timings":{"title":"HarTimings","type":"object","properties":{"blocked":{"type":"number"},"dns":{"type":"number"},"connect":{"type":"number"},"ssl":{"type":"number"},"send":{"type":"number"},"wait":{"type":"number"},"receive":{"type":"number"}}},"_stringent":{"title":"HarEntryInfo","type":"object","description":"Custom field of recordings stringent writes: why the kit sent the request, and the kit's error when no usable answer arrived.","properties":{"purpose":{"$ref":"exchange.schema.json#/properties/purpose"},"error":{"$ref":"exchange.schema.json#/properties/error"},"headBodyBytes":{"type":"integer","minimum":1,"description":"Bytes the server sent after a HEAD answer's headers (a HEAD must have none); replayed as that many bytes."},"attempts":{"type":"integer","minimum":1,"description":"Which attempt of the request this entry is, when it was sent more than once."},"superseded":{"type":"boolean","const":true,"description":"An attempt that was sent again (a 429, a 5xx, a broken connection): replay and resume use the last entry of the request that is not superseded."}}}}};
const schema33 = {"title":"HarHeader","description":"A header, a query parameter or a cookie: name and value.","type":"object","required":["name","value"],"properties":{"name":{"type":"string"},"value":{"type":"string"},"comment":{"type":"string"}}};
const schema37 = {"title":"ExchangePurpose","enum":["crawl","head","options","format-api","recheck","probe-error","probe-write"],"description":"Why the kit sent the request; crawl when absent."};
const schema38 = {"title":"ExchangeError","type":"object","required":["code","message"],"additionalProperties":false,"description":"Set when the kit got no usable answer (timeout, reset, over the size cap, refused redirect) after its retries.","properties":{"code":{"type":"string"},"message":{"type":"string"}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.request === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.response === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "response"},message:"must have required property '"+"response"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.pageref !== undefined){
if(typeof data.pageref !== "string"){
const err2 = {instancePath:instancePath+"/pageref",schemaPath:"#/properties/pageref/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.comment !== undefined){
if(typeof data.comment !== "string"){
const err3 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.startedDateTime !== undefined){
if(typeof data.startedDateTime !== "string"){
const err4 = {instancePath:instancePath+"/startedDateTime",schemaPath:"#/properties/startedDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.time !== undefined){
let data3 = data.time;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.request !== undefined){
let data4 = data.request;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.method === undefined){
const err6 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data4.url === undefined){
const err7 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data4.method !== undefined){
if(typeof data4.method !== "string"){
const err8 = {instancePath:instancePath+"/request/method",schemaPath:"#/properties/request/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data4.url !== undefined){
if(typeof data4.url !== "string"){
const err9 = {instancePath:instancePath+"/request/url",schemaPath:"#/properties/request/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.httpVersion !== undefined){
if(typeof data4.httpVersion !== "string"){
const err10 = {instancePath:instancePath+"/request/httpVersion",schemaPath:"#/properties/request/properties/httpVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4.cookies !== undefined){
if(!(Array.isArray(data4.cookies))){
const err11 = {instancePath:instancePath+"/request/cookies",schemaPath:"#/properties/request/properties/cookies/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data4.headers !== undefined){
let data9 = data4.headers;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.name === undefined){
const err12 = {instancePath:instancePath+"/request/headers/" + i0,schemaPath:"#/$defs/header/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data10.value === undefined){
const err13 = {instancePath:instancePath+"/request/headers/" + i0,schemaPath:"#/$defs/header/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data10.name !== undefined){
if(typeof data10.name !== "string"){
const err14 = {instancePath:instancePath+"/request/headers/" + i0+"/name",schemaPath:"#/$defs/header/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data10.value !== undefined){
if(typeof data10.value !== "string"){
const err15 = {instancePath:instancePath+"/request/headers/" + i0+"/value",schemaPath:"#/$defs/header/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data10.comment !== undefined){
if(typeof data10.comment !== "string"){
const err16 = {instancePath:instancePath+"/request/headers/" + i0+"/comment",schemaPath:"#/$defs/header/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/request/headers/" + i0,schemaPath:"#/$defs/header/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/request/headers",schemaPath:"#/properties/request/properties/headers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.queryString !== undefined){
let data14 = data4.queryString;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.name === undefined){
const err19 = {instancePath:instancePath+"/request/queryString/" + i1,schemaPath:"#/$defs/header/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data15.value === undefined){
const err20 = {instancePath:instancePath+"/request/queryString/" + i1,schemaPath:"#/$defs/header/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data15.name !== undefined){
if(typeof data15.name !== "string"){
const err21 = {instancePath:instancePath+"/request/queryString/" + i1+"/name",schemaPath:"#/$defs/header/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data15.value !== undefined){
if(typeof data15.value !== "string"){
const err22 = {instancePath:instancePath+"/request/queryString/" + i1+"/value",schemaPath:"#/$defs/header/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data15.comment !== undefined){
if(typeof data15.comment !== "string"){
const err23 = {instancePath:instancePath+"/request/queryString/" + i1+"/comment",schemaPath:"#/$defs/header/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/request/queryString/" + i1,schemaPath:"#/$defs/header/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/request/queryString",schemaPath:"#/properties/request/properties/queryString/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data4.postData !== undefined){
let data19 = data4.postData;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.mimeType !== undefined){
if(typeof data19.mimeType !== "string"){
const err26 = {instancePath:instancePath+"/request/postData/mimeType",schemaPath:"#/properties/request/properties/postData/properties/mimeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data19.text !== undefined){
if(typeof data19.text !== "string"){
const err27 = {instancePath:instancePath+"/request/postData/text",schemaPath:"#/properties/request/properties/postData/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data19.params !== undefined){
if(!(Array.isArray(data19.params))){
const err28 = {instancePath:instancePath+"/request/postData/params",schemaPath:"#/properties/request/properties/postData/properties/params/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/request/postData",schemaPath:"#/properties/request/properties/postData/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data4.headersSize !== undefined){
let data23 = data4.headersSize;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err30 = {instancePath:instancePath+"/request/headersSize",schemaPath:"#/properties/request/properties/headersSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data4.bodySize !== undefined){
let data24 = data4.bodySize;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err31 = {instancePath:instancePath+"/request/bodySize",schemaPath:"#/properties/request/properties/bodySize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.response !== undefined){
let data25 = data.response;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.status === undefined){
const err33 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data25.status !== undefined){
let data26 = data25.status;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err34 = {instancePath:instancePath+"/response/status",schemaPath:"#/properties/response/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data25.statusText !== undefined){
if(typeof data25.statusText !== "string"){
const err35 = {instancePath:instancePath+"/response/statusText",schemaPath:"#/properties/response/properties/statusText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data25.httpVersion !== undefined){
if(typeof data25.httpVersion !== "string"){
const err36 = {instancePath:instancePath+"/response/httpVersion",schemaPath:"#/properties/response/properties/httpVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data25.cookies !== undefined){
if(!(Array.isArray(data25.cookies))){
const err37 = {instancePath:instancePath+"/response/cookies",schemaPath:"#/properties/response/properties/cookies/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data25.headers !== undefined){
let data30 = data25.headers;
if(Array.isArray(data30)){
const len2 = data30.length;
for(let i2=0; i2<len2; i2++){
let data31 = data30[i2];
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.name === undefined){
const err38 = {instancePath:instancePath+"/response/headers/" + i2,schemaPath:"#/$defs/header/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data31.value === undefined){
const err39 = {instancePath:instancePath+"/response/headers/" + i2,schemaPath:"#/$defs/header/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data31.name !== undefined){
if(typeof data31.name !== "string"){
const err40 = {instancePath:instancePath+"/response/headers/" + i2+"/name",schemaPath:"#/$defs/header/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data31.value !== undefined){
if(typeof data31.value !== "string"){
const err41 = {instancePath:instancePath+"/response/headers/" + i2+"/value",schemaPath:"#/$defs/header/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data31.comment !== undefined){
if(typeof data31.comment !== "string"){
const err42 = {instancePath:instancePath+"/response/headers/" + i2+"/comment",schemaPath:"#/$defs/header/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/response/headers/" + i2,schemaPath:"#/$defs/header/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/response/headers",schemaPath:"#/properties/response/properties/headers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data25.content !== undefined){
let data35 = data25.content;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.size !== undefined){
let data36 = data35.size;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err45 = {instancePath:instancePath+"/response/content/size",schemaPath:"#/properties/response/properties/content/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data35.compression !== undefined){
let data37 = data35.compression;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err46 = {instancePath:instancePath+"/response/content/compression",schemaPath:"#/properties/response/properties/content/properties/compression/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data35.mimeType !== undefined){
if(typeof data35.mimeType !== "string"){
const err47 = {instancePath:instancePath+"/response/content/mimeType",schemaPath:"#/properties/response/properties/content/properties/mimeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data35.text !== undefined){
if(typeof data35.text !== "string"){
const err48 = {instancePath:instancePath+"/response/content/text",schemaPath:"#/properties/response/properties/content/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data35.encoding !== undefined){
if(typeof data35.encoding !== "string"){
const err49 = {instancePath:instancePath+"/response/content/encoding",schemaPath:"#/properties/response/properties/content/properties/encoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/response/content",schemaPath:"#/properties/response/properties/content/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data25.redirectURL !== undefined){
if(typeof data25.redirectURL !== "string"){
const err51 = {instancePath:instancePath+"/response/redirectURL",schemaPath:"#/properties/response/properties/redirectURL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data25.headersSize !== undefined){
let data42 = data25.headersSize;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err52 = {instancePath:instancePath+"/response/headersSize",schemaPath:"#/properties/response/properties/headersSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data25.bodySize !== undefined){
let data43 = data25.bodySize;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err53 = {instancePath:instancePath+"/response/bodySize",schemaPath:"#/properties/response/properties/bodySize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data25._error !== undefined){
let data44 = data25._error;
if((typeof data44 !== "string") && (data44 !== null)){
const err54 = {instancePath:instancePath+"/response/_error",schemaPath:"#/properties/response/properties/_error/type",keyword:"type",params:{type: schema32.properties.response.properties._error.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.timings !== undefined){
let data45 = data.timings;
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.blocked !== undefined){
let data46 = data45.blocked;
if(!((typeof data46 == "number") && (isFinite(data46)))){
const err56 = {instancePath:instancePath+"/timings/blocked",schemaPath:"#/properties/timings/properties/blocked/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data45.dns !== undefined){
let data47 = data45.dns;
if(!((typeof data47 == "number") && (isFinite(data47)))){
const err57 = {instancePath:instancePath+"/timings/dns",schemaPath:"#/properties/timings/properties/dns/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data45.connect !== undefined){
let data48 = data45.connect;
if(!((typeof data48 == "number") && (isFinite(data48)))){
const err58 = {instancePath:instancePath+"/timings/connect",schemaPath:"#/properties/timings/properties/connect/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data45.ssl !== undefined){
let data49 = data45.ssl;
if(!((typeof data49 == "number") && (isFinite(data49)))){
const err59 = {instancePath:instancePath+"/timings/ssl",schemaPath:"#/properties/timings/properties/ssl/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data45.send !== undefined){
let data50 = data45.send;
if(!((typeof data50 == "number") && (isFinite(data50)))){
const err60 = {instancePath:instancePath+"/timings/send",schemaPath:"#/properties/timings/properties/send/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data45.wait !== undefined){
let data51 = data45.wait;
if(!((typeof data51 == "number") && (isFinite(data51)))){
const err61 = {instancePath:instancePath+"/timings/wait",schemaPath:"#/properties/timings/properties/wait/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data45.receive !== undefined){
let data52 = data45.receive;
if(!((typeof data52 == "number") && (isFinite(data52)))){
const err62 = {instancePath:instancePath+"/timings/receive",schemaPath:"#/properties/timings/properties/receive/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/timings",schemaPath:"#/properties/timings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data._stringent !== undefined){
let data53 = data._stringent;
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
if(data53.purpose !== undefined){
let data54 = data53.purpose;
if(!(((((((data54 === "crawl") || (data54 === "head")) || (data54 === "options")) || (data54 === "format-api")) || (data54 === "recheck")) || (data54 === "probe-error")) || (data54 === "probe-write"))){
const err64 = {instancePath:instancePath+"/_stringent/purpose",schemaPath:"exchange.schema.json#/properties/purpose/enum",keyword:"enum",params:{allowedValues: schema37.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data53.error !== undefined){
let data55 = data53.error;
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
if(data55.code === undefined){
const err65 = {instancePath:instancePath+"/_stringent/error",schemaPath:"exchange.schema.json#/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data55.message === undefined){
const err66 = {instancePath:instancePath+"/_stringent/error",schemaPath:"exchange.schema.json#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key0 in data55){
if(!((key0 === "code") || (key0 === "message"))){
const err67 = {instancePath:instancePath+"/_stringent/error",schemaPath:"exchange.schema.json#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data55.code !== undefined){
if(typeof data55.code !== "string"){
const err68 = {instancePath:instancePath+"/_stringent/error/code",schemaPath:"exchange.schema.json#/properties/error/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data55.message !== undefined){
if(typeof data55.message !== "string"){
const err69 = {instancePath:instancePath+"/_stringent/error/message",schemaPath:"exchange.schema.json#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/_stringent/error",schemaPath:"exchange.schema.json#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data53.headBodyBytes !== undefined){
let data58 = data53.headBodyBytes;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
const err71 = {instancePath:instancePath+"/_stringent/headBodyBytes",schemaPath:"#/properties/_stringent/properties/headBodyBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 < 1 || isNaN(data58)){
const err72 = {instancePath:instancePath+"/_stringent/headBodyBytes",schemaPath:"#/properties/_stringent/properties/headBodyBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
if(data53.attempts !== undefined){
let data59 = data53.attempts;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err73 = {instancePath:instancePath+"/_stringent/attempts",schemaPath:"#/properties/_stringent/properties/attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 1 || isNaN(data59)){
const err74 = {instancePath:instancePath+"/_stringent/attempts",schemaPath:"#/properties/_stringent/properties/attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
if(data53.superseded !== undefined){
let data60 = data53.superseded;
if(typeof data60 !== "boolean"){
const err75 = {instancePath:instancePath+"/_stringent/superseded",schemaPath:"#/properties/_stringent/properties/superseded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(true !== data60){
const err76 = {instancePath:instancePath+"/_stringent/superseded",schemaPath:"#/properties/_stringent/properties/superseded/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/_stringent",schemaPath:"#/properties/_stringent/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"pageref":true,"comment":true,"startedDateTime":true,"time":true,"request":true,"response":true,"cache":true,"timings":true,"_stringent":true},"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://stringent.dev/schemas/har.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.log === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "log"},message:"must have required property '"+"log"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.log !== undefined){
let data0 = data.log;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.entries === undefined){
const err1 = {instancePath:instancePath+"/log",schemaPath:"#/properties/log/required",keyword:"required",params:{missingProperty: "entries"},message:"must have required property '"+"entries"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.version !== undefined){
if(typeof data0.version !== "string"){
const err2 = {instancePath:instancePath+"/log/version",schemaPath:"#/properties/log/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.creator !== undefined){
let data2 = data0.creator;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.name !== undefined){
if(typeof data2.name !== "string"){
const err3 = {instancePath:instancePath+"/log/creator/name",schemaPath:"#/properties/log/properties/creator/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data2.version !== undefined){
if(typeof data2.version !== "string"){
const err4 = {instancePath:instancePath+"/log/creator/version",schemaPath:"#/properties/log/properties/creator/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data2.comment !== undefined){
if(typeof data2.comment !== "string"){
const err5 = {instancePath:instancePath+"/log/creator/comment",schemaPath:"#/properties/log/properties/creator/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/log/creator",schemaPath:"#/properties/log/properties/creator/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.pages !== undefined){
if(!(Array.isArray(data0.pages))){
const err7 = {instancePath:instancePath+"/log/pages",schemaPath:"#/properties/log/properties/pages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.entries !== undefined){
let data7 = data0.entries;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(!(validate21(data7[i0], {instancePath:instancePath+"/log/entries/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/log/entries",schemaPath:"#/properties/log/properties/entries/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.comment !== undefined){
if(typeof data0.comment !== "string"){
const err9 = {instancePath:instancePath+"/log/comment",schemaPath:"#/properties/log/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0._stringent !== undefined){
let data10 = data0._stringent;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.baseUrl === undefined){
const err10 = {instancePath:instancePath+"/log/_stringent",schemaPath:"#/properties/log/properties/_stringent/required",keyword:"required",params:{missingProperty: "baseUrl"},message:"must have required property '"+"baseUrl"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data10.baseUrl !== undefined){
if(typeof data10.baseUrl !== "string"){
const err11 = {instancePath:instancePath+"/log/_stringent/baseUrl",schemaPath:"#/properties/log/properties/_stringent/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data10.format !== undefined){
let data12 = data10.format;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err12 = {instancePath:instancePath+"/log/_stringent/format",schemaPath:"#/properties/log/properties/_stringent/properties/format/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 1 || isNaN(data12)){
const err13 = {instancePath:instancePath+"/log/_stringent/format",schemaPath:"#/properties/log/properties/_stringent/properties/format/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/log/_stringent",schemaPath:"#/properties/log/properties/_stringent/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data0._stringentRuns !== undefined){
let data13 = data0._stringentRuns;
if(Array.isArray(data13)){
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.startedDateTime === undefined){
const err15 = {instancePath:instancePath+"/log/_stringentRuns/" + i1,schemaPath:"#/properties/log/properties/_stringentRuns/items/required",keyword:"required",params:{missingProperty: "startedDateTime"},message:"must have required property '"+"startedDateTime"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data14.version === undefined){
const err16 = {instancePath:instancePath+"/log/_stringentRuns/" + i1,schemaPath:"#/properties/log/properties/_stringentRuns/items/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data14.entries === undefined){
const err17 = {instancePath:instancePath+"/log/_stringentRuns/" + i1,schemaPath:"#/properties/log/properties/_stringentRuns/items/required",keyword:"required",params:{missingProperty: "entries"},message:"must have required property '"+"entries"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data14.startedDateTime !== undefined){
if(typeof data14.startedDateTime !== "string"){
const err18 = {instancePath:instancePath+"/log/_stringentRuns/" + i1+"/startedDateTime",schemaPath:"#/properties/log/properties/_stringentRuns/items/properties/startedDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data14.version !== undefined){
if(typeof data14.version !== "string"){
const err19 = {instancePath:instancePath+"/log/_stringentRuns/" + i1+"/version",schemaPath:"#/properties/log/properties/_stringentRuns/items/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data14.entries !== undefined){
let data17 = data14.entries;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err20 = {instancePath:instancePath+"/log/_stringentRuns/" + i1+"/entries",schemaPath:"#/properties/log/properties/_stringentRuns/items/properties/entries/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err21 = {instancePath:instancePath+"/log/_stringentRuns/" + i1+"/entries",schemaPath:"#/properties/log/properties/_stringentRuns/items/properties/entries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data14.reused !== undefined){
let data18 = data14.reused;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err22 = {instancePath:instancePath+"/log/_stringentRuns/" + i1+"/reused",schemaPath:"#/properties/log/properties/_stringentRuns/items/properties/reused/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err23 = {instancePath:instancePath+"/log/_stringentRuns/" + i1+"/reused",schemaPath:"#/properties/log/properties/_stringentRuns/items/properties/reused/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
}
else {
const err24 = {instancePath:instancePath+"/log/_stringentRuns/" + i1,schemaPath:"#/properties/log/properties/_stringentRuns/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/log/_stringentRuns",schemaPath:"#/properties/log/properties/_stringentRuns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/log",schemaPath:"#/properties/log/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"log":true},"dynamicProps":false,"dynamicItems":false};

exports.entry = validate24;

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.request === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.response === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "response"},message:"must have required property '"+"response"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.pageref !== undefined){
if(typeof data.pageref !== "string"){
const err2 = {instancePath:instancePath+"/pageref",schemaPath:"#/properties/pageref/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.comment !== undefined){
if(typeof data.comment !== "string"){
const err3 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.startedDateTime !== undefined){
if(typeof data.startedDateTime !== "string"){
const err4 = {instancePath:instancePath+"/startedDateTime",schemaPath:"#/properties/startedDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.time !== undefined){
let data3 = data.time;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.request !== undefined){
let data4 = data.request;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.method === undefined){
const err6 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data4.url === undefined){
const err7 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data4.method !== undefined){
if(typeof data4.method !== "string"){
const err8 = {instancePath:instancePath+"/request/method",schemaPath:"#/properties/request/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data4.url !== undefined){
if(typeof data4.url !== "string"){
const err9 = {instancePath:instancePath+"/request/url",schemaPath:"#/properties/request/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.httpVersion !== undefined){
if(typeof data4.httpVersion !== "string"){
const err10 = {instancePath:instancePath+"/request/httpVersion",schemaPath:"#/properties/request/properties/httpVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4.cookies !== undefined){
if(!(Array.isArray(data4.cookies))){
const err11 = {instancePath:instancePath+"/request/cookies",schemaPath:"#/properties/request/properties/cookies/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data4.headers !== undefined){
let data9 = data4.headers;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.name === undefined){
const err12 = {instancePath:instancePath+"/request/headers/" + i0,schemaPath:"#/$defs/header/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data10.value === undefined){
const err13 = {instancePath:instancePath+"/request/headers/" + i0,schemaPath:"#/$defs/header/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data10.name !== undefined){
if(typeof data10.name !== "string"){
const err14 = {instancePath:instancePath+"/request/headers/" + i0+"/name",schemaPath:"#/$defs/header/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data10.value !== undefined){
if(typeof data10.value !== "string"){
const err15 = {instancePath:instancePath+"/request/headers/" + i0+"/value",schemaPath:"#/$defs/header/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data10.comment !== undefined){
if(typeof data10.comment !== "string"){
const err16 = {instancePath:instancePath+"/request/headers/" + i0+"/comment",schemaPath:"#/$defs/header/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/request/headers/" + i0,schemaPath:"#/$defs/header/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/request/headers",schemaPath:"#/properties/request/properties/headers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.queryString !== undefined){
let data14 = data4.queryString;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.name === undefined){
const err19 = {instancePath:instancePath+"/request/queryString/" + i1,schemaPath:"#/$defs/header/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data15.value === undefined){
const err20 = {instancePath:instancePath+"/request/queryString/" + i1,schemaPath:"#/$defs/header/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data15.name !== undefined){
if(typeof data15.name !== "string"){
const err21 = {instancePath:instancePath+"/request/queryString/" + i1+"/name",schemaPath:"#/$defs/header/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data15.value !== undefined){
if(typeof data15.value !== "string"){
const err22 = {instancePath:instancePath+"/request/queryString/" + i1+"/value",schemaPath:"#/$defs/header/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data15.comment !== undefined){
if(typeof data15.comment !== "string"){
const err23 = {instancePath:instancePath+"/request/queryString/" + i1+"/comment",schemaPath:"#/$defs/header/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/request/queryString/" + i1,schemaPath:"#/$defs/header/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/request/queryString",schemaPath:"#/properties/request/properties/queryString/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data4.postData !== undefined){
let data19 = data4.postData;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.mimeType !== undefined){
if(typeof data19.mimeType !== "string"){
const err26 = {instancePath:instancePath+"/request/postData/mimeType",schemaPath:"#/properties/request/properties/postData/properties/mimeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data19.text !== undefined){
if(typeof data19.text !== "string"){
const err27 = {instancePath:instancePath+"/request/postData/text",schemaPath:"#/properties/request/properties/postData/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data19.params !== undefined){
if(!(Array.isArray(data19.params))){
const err28 = {instancePath:instancePath+"/request/postData/params",schemaPath:"#/properties/request/properties/postData/properties/params/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/request/postData",schemaPath:"#/properties/request/properties/postData/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data4.headersSize !== undefined){
let data23 = data4.headersSize;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err30 = {instancePath:instancePath+"/request/headersSize",schemaPath:"#/properties/request/properties/headersSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data4.bodySize !== undefined){
let data24 = data4.bodySize;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err31 = {instancePath:instancePath+"/request/bodySize",schemaPath:"#/properties/request/properties/bodySize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.response !== undefined){
let data25 = data.response;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.status === undefined){
const err33 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data25.status !== undefined){
let data26 = data25.status;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err34 = {instancePath:instancePath+"/response/status",schemaPath:"#/properties/response/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data25.statusText !== undefined){
if(typeof data25.statusText !== "string"){
const err35 = {instancePath:instancePath+"/response/statusText",schemaPath:"#/properties/response/properties/statusText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data25.httpVersion !== undefined){
if(typeof data25.httpVersion !== "string"){
const err36 = {instancePath:instancePath+"/response/httpVersion",schemaPath:"#/properties/response/properties/httpVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data25.cookies !== undefined){
if(!(Array.isArray(data25.cookies))){
const err37 = {instancePath:instancePath+"/response/cookies",schemaPath:"#/properties/response/properties/cookies/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data25.headers !== undefined){
let data30 = data25.headers;
if(Array.isArray(data30)){
const len2 = data30.length;
for(let i2=0; i2<len2; i2++){
let data31 = data30[i2];
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.name === undefined){
const err38 = {instancePath:instancePath+"/response/headers/" + i2,schemaPath:"#/$defs/header/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data31.value === undefined){
const err39 = {instancePath:instancePath+"/response/headers/" + i2,schemaPath:"#/$defs/header/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data31.name !== undefined){
if(typeof data31.name !== "string"){
const err40 = {instancePath:instancePath+"/response/headers/" + i2+"/name",schemaPath:"#/$defs/header/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data31.value !== undefined){
if(typeof data31.value !== "string"){
const err41 = {instancePath:instancePath+"/response/headers/" + i2+"/value",schemaPath:"#/$defs/header/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data31.comment !== undefined){
if(typeof data31.comment !== "string"){
const err42 = {instancePath:instancePath+"/response/headers/" + i2+"/comment",schemaPath:"#/$defs/header/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
else {
const err43 = {instancePath:instancePath+"/response/headers/" + i2,schemaPath:"#/$defs/header/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/response/headers",schemaPath:"#/properties/response/properties/headers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data25.content !== undefined){
let data35 = data25.content;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.size !== undefined){
let data36 = data35.size;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err45 = {instancePath:instancePath+"/response/content/size",schemaPath:"#/properties/response/properties/content/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data35.compression !== undefined){
let data37 = data35.compression;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err46 = {instancePath:instancePath+"/response/content/compression",schemaPath:"#/properties/response/properties/content/properties/compression/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data35.mimeType !== undefined){
if(typeof data35.mimeType !== "string"){
const err47 = {instancePath:instancePath+"/response/content/mimeType",schemaPath:"#/properties/response/properties/content/properties/mimeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data35.text !== undefined){
if(typeof data35.text !== "string"){
const err48 = {instancePath:instancePath+"/response/content/text",schemaPath:"#/properties/response/properties/content/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data35.encoding !== undefined){
if(typeof data35.encoding !== "string"){
const err49 = {instancePath:instancePath+"/response/content/encoding",schemaPath:"#/properties/response/properties/content/properties/encoding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/response/content",schemaPath:"#/properties/response/properties/content/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data25.redirectURL !== undefined){
if(typeof data25.redirectURL !== "string"){
const err51 = {instancePath:instancePath+"/response/redirectURL",schemaPath:"#/properties/response/properties/redirectURL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data25.headersSize !== undefined){
let data42 = data25.headersSize;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err52 = {instancePath:instancePath+"/response/headersSize",schemaPath:"#/properties/response/properties/headersSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data25.bodySize !== undefined){
let data43 = data25.bodySize;
if(!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))){
const err53 = {instancePath:instancePath+"/response/bodySize",schemaPath:"#/properties/response/properties/bodySize/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data25._error !== undefined){
let data44 = data25._error;
if((typeof data44 !== "string") && (data44 !== null)){
const err54 = {instancePath:instancePath+"/response/_error",schemaPath:"#/properties/response/properties/_error/type",keyword:"type",params:{type: schema32.properties.response.properties._error.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/response",schemaPath:"#/properties/response/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.timings !== undefined){
let data45 = data.timings;
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.blocked !== undefined){
let data46 = data45.blocked;
if(!((typeof data46 == "number") && (isFinite(data46)))){
const err56 = {instancePath:instancePath+"/timings/blocked",schemaPath:"#/properties/timings/properties/blocked/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data45.dns !== undefined){
let data47 = data45.dns;
if(!((typeof data47 == "number") && (isFinite(data47)))){
const err57 = {instancePath:instancePath+"/timings/dns",schemaPath:"#/properties/timings/properties/dns/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data45.connect !== undefined){
let data48 = data45.connect;
if(!((typeof data48 == "number") && (isFinite(data48)))){
const err58 = {instancePath:instancePath+"/timings/connect",schemaPath:"#/properties/timings/properties/connect/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data45.ssl !== undefined){
let data49 = data45.ssl;
if(!((typeof data49 == "number") && (isFinite(data49)))){
const err59 = {instancePath:instancePath+"/timings/ssl",schemaPath:"#/properties/timings/properties/ssl/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data45.send !== undefined){
let data50 = data45.send;
if(!((typeof data50 == "number") && (isFinite(data50)))){
const err60 = {instancePath:instancePath+"/timings/send",schemaPath:"#/properties/timings/properties/send/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data45.wait !== undefined){
let data51 = data45.wait;
if(!((typeof data51 == "number") && (isFinite(data51)))){
const err61 = {instancePath:instancePath+"/timings/wait",schemaPath:"#/properties/timings/properties/wait/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data45.receive !== undefined){
let data52 = data45.receive;
if(!((typeof data52 == "number") && (isFinite(data52)))){
const err62 = {instancePath:instancePath+"/timings/receive",schemaPath:"#/properties/timings/properties/receive/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/timings",schemaPath:"#/properties/timings/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data._stringent !== undefined){
let data53 = data._stringent;
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
if(data53.purpose !== undefined){
let data54 = data53.purpose;
if(!(((((((data54 === "crawl") || (data54 === "head")) || (data54 === "options")) || (data54 === "format-api")) || (data54 === "recheck")) || (data54 === "probe-error")) || (data54 === "probe-write"))){
const err64 = {instancePath:instancePath+"/_stringent/purpose",schemaPath:"exchange.schema.json#/properties/purpose/enum",keyword:"enum",params:{allowedValues: schema37.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data53.error !== undefined){
let data55 = data53.error;
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
if(data55.code === undefined){
const err65 = {instancePath:instancePath+"/_stringent/error",schemaPath:"exchange.schema.json#/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data55.message === undefined){
const err66 = {instancePath:instancePath+"/_stringent/error",schemaPath:"exchange.schema.json#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key0 in data55){
if(!((key0 === "code") || (key0 === "message"))){
const err67 = {instancePath:instancePath+"/_stringent/error",schemaPath:"exchange.schema.json#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data55.code !== undefined){
if(typeof data55.code !== "string"){
const err68 = {instancePath:instancePath+"/_stringent/error/code",schemaPath:"exchange.schema.json#/properties/error/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data55.message !== undefined){
if(typeof data55.message !== "string"){
const err69 = {instancePath:instancePath+"/_stringent/error/message",schemaPath:"exchange.schema.json#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/_stringent/error",schemaPath:"exchange.schema.json#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data53.headBodyBytes !== undefined){
let data58 = data53.headBodyBytes;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
const err71 = {instancePath:instancePath+"/_stringent/headBodyBytes",schemaPath:"#/properties/_stringent/properties/headBodyBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 < 1 || isNaN(data58)){
const err72 = {instancePath:instancePath+"/_stringent/headBodyBytes",schemaPath:"#/properties/_stringent/properties/headBodyBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
if(data53.attempts !== undefined){
let data59 = data53.attempts;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err73 = {instancePath:instancePath+"/_stringent/attempts",schemaPath:"#/properties/_stringent/properties/attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 1 || isNaN(data59)){
const err74 = {instancePath:instancePath+"/_stringent/attempts",schemaPath:"#/properties/_stringent/properties/attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
if(data53.superseded !== undefined){
let data60 = data53.superseded;
if(typeof data60 !== "boolean"){
const err75 = {instancePath:instancePath+"/_stringent/superseded",schemaPath:"#/properties/_stringent/properties/superseded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(true !== data60){
const err76 = {instancePath:instancePath+"/_stringent/superseded",schemaPath:"#/properties/_stringent/properties/superseded/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/_stringent",schemaPath:"#/properties/_stringent/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"pageref":true,"comment":true,"startedDateTime":true,"time":true,"request":true,"response":true,"cache":true,"timings":true,"_stringent":true},"dynamicProps":false,"dynamicItems":false};

exports.header = validate25;

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.value !== undefined){
if(typeof data.value !== "string"){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.comment !== undefined){
if(typeof data.comment !== "string"){
const err4 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"name":true,"value":true,"comment":true},"dynamicProps":false,"dynamicItems":false};

